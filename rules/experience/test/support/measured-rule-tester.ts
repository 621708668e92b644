import type { Finding, Summary } from "@svc/contract"
import {
  type AnyRule,
  auditSnapshot,
  createRegistry,
  type LighthouseRun,
  type Measurement,
  snapshotOfHtml,
} from "@svc/core"
import { describe, expect, it } from "vitest"

/** One case of a measured rule: what Lighthouse reported, and (for fail and review) what the finding must say. */
export interface MeasuredCase {
  readonly name: string
  readonly measurements: ReadonlyArray<Omit<Measurement, "source"> & { readonly source?: string }>
  readonly evidence?: string | RegExp
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
const auditWith = (rule: AnyRule, measurements: ReadonlyArray<Measurement> | undefined) =>
  auditSnapshot(snapshotOfHtml("<!doctype html><title>t</title><p>x</p>", { url: "https://example.com/" }), {
    registry: createRegistry([{ id: "under-test", part: "experience", rules: [rule] }]),
    ...(measurements === undefined ? {} : { lighthouse: { figures, audits: measurements } }),
  })

/**
 * The tester of rules decided only by measurements (no HTML check): each case's measurements go
 * through the engine as Lighthouse's would, and the rule's root cause must land in the expected
 * summary bucket, counted once, with every measurement counted as a check; failing and review cases
 * must list one finding with the expected evidence. Without Lighthouse the rule is unavailable.
 */
export const testMeasuredRule = (rule: AnyRule, cases: MeasuredCases): void => {
  describe(rule.id, () => {
    it("has no HTML check and at least one passing and one failing case", () => {
      expect(rule.check).toBeUndefined()
      expect(cases.pass.length).toBeGreaterThan(0)
      expect(cases.fail.length).toBeGreaterThan(0)
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
          if (typeof testCase.evidence === "string") expect(findings[0]?.evidence).toBe(testCase.evidence)
          else if (testCase.evidence instanceof RegExp)
            expect(findings[0]?.evidence).toMatch(testCase.evidence)
        })
      }
    }
  })
}
