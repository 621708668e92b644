import { type Finding, type Locale, locales, type Summary } from "@svc/contract"
import {
  type AnyRule,
  auditSnapshot,
  createRegistry,
  type LighthouseRun,
  type Measurement,
  type MeasurementMessageId,
  measuredMessage,
  type PlaceholderValue,
  snapshotOfHtml,
} from "@svc/core"
import { RuleTester } from "@svc/rule-tester"
import { describe, expect, it } from "vitest"

/**
 * One item a failing or review finding must list, by meaning: its message in the measurement
 * catalogue, the data filling it, the source that measured it (mobile unless said), and what it is
 * about. The wording is the catalogue's, pinned only by its snapshot.
 */
export interface MeasuredReport {
  readonly messageId: MeasurementMessageId
  readonly data?: Readonly<Record<string, PlaceholderValue>>
  readonly source?: string
  readonly subject?: string
  readonly url?: string
}

/** One case of a measured rule: what Lighthouse reported, and (for fail and review) the items the finding must list, in order. */
export interface MeasuredCase {
  readonly name: string
  readonly measurements: ReadonlyArray<Omit<Measurement, "source"> & { readonly source?: string }>
  readonly reports?: ReadonlyArray<MeasuredReport>
}

export interface MeasuredCases {
  readonly pass: ReadonlyArray<MeasuredCase>
  readonly fail: ReadonlyArray<MeasuredCase>
  readonly review?: ReadonlyArray<MeasuredCase>
  readonly notApplicable?: ReadonlyArray<MeasuredCase>
}

const bucketOf: Record<keyof MeasuredCases, keyof Summary> = {
  pass: "passed",
  fail: "failed",
  review: "review",
  notApplicable: "notApplicable",
}

const figures: LighthouseRun["figures"] = {
  mobile: { performance: 0.5, accessibility: 0.5, seo: 0.5 },
  desktop: { performance: 0.5, accessibility: 0.5, seo: 0.5 },
}

/** The rule alone in a pack of the experience part, audited by the real engine with these measurements (or without Lighthouse). */
const auditWith = (
  rule: AnyRule,
  measurements: ReadonlyArray<Measurement> | undefined,
  locale: Locale = "en",
) =>
  auditSnapshot(snapshotOfHtml("<!doctype html><title>t</title><p>x</p>", { url: "https://example.com/" }), {
    registry: createRegistry([{ id: "under-test", part: "experience", rules: [rule] }]),
    locale,
    ...(measurements === undefined ? {} : { lighthouse: { figures, audits: measurements } }),
  })

/**
 * The case audited the way a user's page is: every default pack (the rule's own among them), the page
 * gates and the root causes, with Lighthouse's figures and these measurements.
 */
const auditWithEveryPack = (measurements: ReadonlyArray<Measurement>) =>
  auditSnapshot(snapshotOfHtml("<!doctype html><title>t</title><p>x</p>", { url: "https://example.com/" }), {
    registry: RuleTester.defaultRegistry(),
    lighthouse: { figures, audits: measurements },
  })

/** The items a report stands for, as the engine writes them in `locale`. */
const itemsOf = (reports: ReadonlyArray<MeasuredReport>, locale: Locale) =>
  reports.map(({ messageId, data = {}, source = "lighthouse/mobile", subject, url }) => ({
    message: measuredMessage(messageId, data, source, locale),
    ...(subject === undefined ? {} : { subject }),
    ...(url === undefined ? {} : { url }),
  }))

/**
 * The tester of rules decided only by measurements (no HTML check): each case's measurements go
 * through the engine as Lighthouse's would, and the rule's root cause must land in the expected
 * summary bucket, counted once, with every measurement counted as a check; failing and review cases
 * must list one finding whose items are the expected reports (message id, data, source), in every
 * locale, and whose evidence (the summary) holds the first of them — and be that finding in a full
 * audit with every default pack too. Without Lighthouse the rule is unavailable.
 */
export const testMeasuredRule = (rule: AnyRule, cases: MeasuredCases): void => {
  describe(rule.id, () => {
    it("has no HTML check, at least one passing and one failing case, and the reports of every failing and review case", () => {
      expect(rule.check).toBeUndefined()
      expect(cases.pass.length).toBeGreaterThan(0)
      expect(cases.fail.length).toBeGreaterThan(0)
      for (const testCase of [...cases.fail, ...(cases.review ?? [])])
        expect(testCase.reports?.length, testCase.name).toBeGreaterThan(0)
    })
    it("is unavailable, and scores nothing, when Lighthouse did not measure", () => {
      const result = auditWith(rule, undefined)
      expect(result.summary).toMatchObject({ total: 1, unavailable: 1, checksEvaluated: 0 })
      expect(result.score.parts.experience).toBeNull()
      expect(result.findings).toEqual([])
    })
    for (const expected of ["pass", "fail", "review", "notApplicable"] as const) {
      for (const testCase of cases[expected] ?? []) {
        it(`${expected}: ${testCase.name}`, () => {
          const measurements = testCase.measurements.map((entry) => ({
            source: "lighthouse/mobile",
            ...entry,
          }))
          const result = auditWith(rule, measurements)
          expect(result.summary).toMatchObject({
            total: 1,
            [bucketOf[expected]]: 1,
            checksEvaluated: measurements.filter((entry) => rule.sameAs?.includes(entry.auditId)).length,
          })
          const findings = result.findings.filter((finding: Finding) => finding.id === rule.id)
          if (expected !== "fail" && expected !== "review") {
            expect(findings).toEqual([])
            return
          }
          expect(findings).toHaveLength(1)
          expect(findings[0]?.status).toBe(expected)
          const full = auditWithEveryPack(measurements).findings.filter(({ id }) => id === rule.id)
          expect(
            full.map(({ status }) => status),
            `"${rule.id}" is a finding of the full audit with every pack`,
          ).toEqual([expected])
          for (const locale of locales) {
            const finding = auditWith(rule, measurements, locale).findings.find(({ id }) => id === rule.id)
            const items = itemsOf(testCase.reports ?? [], locale)
            expect(finding?.items, locale).toMatchObject(items)
            expect(finding?.evidence, locale).toContain(items[0]?.message)
          }
        })
      }
    }
  })
}
