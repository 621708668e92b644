import { createRegistry, evaluateSite } from "@svc/core"
import { arbitraryCleanSite, arbitrarySite } from "@svc/rule-tester"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { site } from "../src/index"

const registry = createRegistry([site])

describe("the site pack over generated sites", () => {
  it("finds nothing on a clean site: every page linked, working, indexable, its own, in the sitemap, at most 4 clicks deep", () => {
    fc.assert(
      fc.property(arbitraryCleanSite, (facts) => {
        const evaluation = evaluateSite(registry, facts)
        expect(evaluation.findings.map((finding) => `${finding.id}: ${finding.evidence}`)).toEqual([])
        expect(evaluation.unavailable).toEqual([])
      }),
      { numRuns: 200 },
    )
  })

  it("judges any site with every rule, each issue naming its pages, and the site engine gives the same answer twice", () => {
    fc.assert(
      fc.property(arbitrarySite, (facts) => {
        const evaluation = evaluateSite(registry, facts)
        expect(evaluation.unavailable).toEqual([])
        for (const issue of evaluation.issues) expect(issue.pages.length).toBeGreaterThan(0)
        expect(evaluateSite(registry, facts)).toEqual(evaluation)
      }),
      { numRuns: 200 },
    )
  })
})
