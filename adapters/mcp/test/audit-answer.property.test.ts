import { fc, test } from "@fast-check/vitest"
import { defaultPacks } from "@svc/audit"
import { auditSnapshot, createRegistry, snapshotOfHtml } from "@svc/core"
import { arbitraryHtml } from "@svc/rule-tester"
import { describe, expect, it } from "vitest"
import { auditReply } from "../src/audit-answer"
import { auditAnswerOutputSchema as AuditAnswer } from "../src/audit-answer-schema"

const registry = createRegistry(defaultPacks)
const id = "5b0b5f0e-2d43-4c41-9a52-7f3c2a1d9e01"

const category = fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: null })
const figures = fc.record({ performance: category, accessibility: category, seo: category })
/** A Lighthouse run's figures (its audits play no part in the answer), or none: Lighthouse did not run. */
const lighthouse = fc.option(
  fc.record({ mobile: figures, desktop: figures }).map((measured) => ({ figures: measured, audits: [] })),
  { nil: undefined },
)

const result = fc
  .record({
    html: arbitraryHtml,
    status: fc.constantFrom(200, 404, 500),
    query: fc.option(fc.lorem({ maxCount: 5 }), { nil: undefined }),
    locale: fc.constantFrom("en" as const, "sk" as const, "es" as const),
    lighthouse,
  })
  .map(({ html, status, query, locale, lighthouse }) =>
    auditSnapshot(snapshotOfHtml(html, { status }), { registry, query, locale, lighthouse }),
  )

/** One page with or without a Lighthouse run: the figures are what varies. */
const measuredResult = lighthouse.map((run) =>
  auditSnapshot(snapshotOfHtml("<!doctype html><html lang=en><title>Bread</title><h1>Bread</h1></html>"), {
    registry,
    lighthouse: run,
  }),
)

/**
 * Each run audits a generated page with the whole engine: 40 runs, and time enough for a machine
 * shared by many builds.
 */
const runs = { numRuns: 40 }
const PROPERTY_TIMEOUT_MS = 60_000

const percent = (value: number | null) => (value === null ? "n/a" : String(Math.round(value * 100)))

describe("the answer of audit_website and get_audit_result", () => {
  test.prop([result], runs)(
    "matches the tools' output schema and lists every failing check, in order, with its fix",
    (audited) => {
      const { structured, text } = auditReply({ status: "complete", id, result: audited }, 45)
      expect(() => AuditAnswer.parse(structured)).not.toThrow()
      const failing = audited.findings.filter((finding) => finding.status === "fail")
      expect(structured.failing?.map((finding) => finding.id)).toEqual(failing.map((finding) => finding.id))
      expect(structured.failing?.length).toBe(audited.summary.failed)
      expect(structured.score).toEqual(audited.score)
      let from = 0
      for (const finding of failing) {
        const at = text.indexOf(` ${finding.id} [${finding.level}, ${finding.category}]`, from)
        expect(at, finding.id).toBeGreaterThanOrEqual(from)
        from = at
        expect(text).toContain(`Fix: ${finding.fix.replace(/\s+/g, " ").trim()}`)
      }
      expect(structured.toReview?.length).toBe(audited.findings.length - failing.length)
      expect(text).toContain(id)
    },
    PROPERTY_TIMEOUT_MS,
  )

  test.prop([measuredResult], runs)(
    "carries the Lighthouse figures when Lighthouse ran: 0–1 in structuredContent, 0–100 in the text",
    (audited) => {
      const { structured, text } = auditReply({ status: "complete", id, result: audited }, 45)
      expect(structured.performance).toEqual(audited.performance)
      const { mobile, desktop } = audited.performance ?? {}
      if (mobile === undefined || desktop === undefined) {
        expect(audited.unmeasured).toContain("performance")
        expect(text).not.toContain("Lighthouse:")
        return
      }
      expect(text).toContain(
        `Lighthouse: mobile performance ${percent(mobile.performance)} · accessibility ${percent(mobile.accessibility)} · SEO ${percent(mobile.seo)}; desktop performance ${percent(desktop.performance)}`,
      )
    },
    PROPERTY_TIMEOUT_MS,
  )

  test.prop([result], runs)(
    "stays compact: one line per scalar, three per failing check, a few more",
    (audited) => {
      const { text } = auditReply({ status: "complete", id, result: audited }, 45)
      const failing = audited.findings.filter((finding) => finding.status === "fail").length
      expect(text.split("\n").length).toBeLessThanOrEqual(11 + 3 * failing)
      for (const line of text.split("\n").filter((line) => line.startsWith("   Found: ")))
        expect(line.length).toBeLessThanOrEqual("   Found: ".length + 300)
    },
    PROPERTY_TIMEOUT_MS,
  )

  it("is the audit id alone while the audit runs, with the instruction to call get_audit_result", () => {
    const { structured, text } = auditReply({ status: "queued", id }, 45)
    expect(structured).toEqual({ auditId: id, status: "queued" })
    expect(AuditAnswer.parse(structured)).toEqual(structured)
    expect(text).toBe(
      `The audit is still queued after 45 seconds (audits usually take 1 to 4 minutes). Call get_audit_result with audit_id "${id}" to wait for it; waiting costs no quota.`,
    )
  })
})
