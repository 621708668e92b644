import { defaultRegistry } from "@svc/audit/analysis"
import { auditSnapshot, snapshotOfHtml } from "@svc/core"
import { arbitraryHtml } from "@svc/rule-tester"
import fc from "fast-check"
import { describe, expect, it } from "vitest"

describe("the generated pages of the property tests (arbitraryHtml)", () => {
  it("are thin pages and pages with content of their own: the checks of substantive pages are fuzzed too", () => {
    const pages = fc.sample(arbitraryHtml, { numRuns: 200, seed: 36 })
    // has-content decides `substantive`: listed when a page is too thin to judge, absent when it has content.
    const thin = pages.filter((html) =>
      auditSnapshot(snapshotOfHtml(html), { registry: defaultRegistry() }).findings.some(
        (finding) => finding.id === "has-content",
      ),
    ).length
    expect(thin, "thin pages of 200").toBeGreaterThan(40)
    expect(pages.length - thin, "substantive pages of 200").toBeGreaterThan(40)
  })
})
