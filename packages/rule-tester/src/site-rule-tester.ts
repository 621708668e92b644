import {
  type AnySiteRule,
  createRegistry,
  deepFreeze,
  definePack,
  evaluateSite,
  placeholdersOf,
  runSiteRule,
  type SiteFacts,
  type SiteReportedItem,
  type SiteRuleRun,
  siteViewOf,
} from "@svc/core"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { arbitrarySite } from "./arbitrary-site"
import { testUrl } from "./test-site"

/** One item an invalid case expects, by message id; only the fields it names are compared (URLs may be paths). */
export interface ExpectedSiteReport {
  readonly messageId: string
  readonly url?: string
  readonly line?: number | null
  /** The other URLs involved, in the order reported. */
  readonly related?: ReadonlyArray<string>
  readonly data?: Readonly<Record<string, string | number>>
}

/** A site the rule must accept (pass, or not apply). */
export interface SiteCase {
  readonly name: string
  readonly site: SiteFacts
}

/** A site the rule must fail (a review-only rule: list for review), reporting exactly these items in order. */
export interface InvalidSiteCase extends SiteCase {
  readonly reports: ReadonlyArray<ExpectedSiteReport>
}

export interface SiteRuleCases {
  readonly valid: ReadonlyArray<SiteCase>
  readonly invalid: ReadonlyArray<InvalidSiteCase>
}

export interface SiteRuleTesterOptions {
  /** fast-check runs over arbitrary sites (default 100). */
  readonly robustnessRuns?: number
}

const asExpected = (
  items: ReadonlyArray<SiteReportedItem>,
  expected: ReadonlyArray<ExpectedSiteReport>,
): ReadonlyArray<ExpectedSiteReport> =>
  items.map((item, index) => {
    const wanted = expected[index]
    const data = wanted?.data
    return {
      messageId: item.messageId,
      ...(wanted?.url !== undefined ? { url: item.url } : {}),
      ...(wanted?.line !== undefined ? { line: item.line } : {}),
      ...(wanted?.related !== undefined ? { related: item.related } : {}),
      ...(data === undefined
        ? {}
        : {
            data: Object.fromEntries(
              Object.keys(data).flatMap((name) =>
                item.data[name] === undefined ? [] : [[name, item.data[name]]],
              ),
            ),
          }),
    }
  })

const withAbsoluteUrls = (report: ExpectedSiteReport): ExpectedSiteReport => ({
  ...report,
  ...(report.url === undefined ? {} : { url: testUrl(report.url) }),
  ...(report.related === undefined ? {} : { related: report.related.map(testUrl) }),
})

const run = (rule: AnySiteRule, site: SiteFacts): SiteRuleRun =>
  runSiteRule(rule, siteViewOf(deepFreeze(site)))

/**
 * The RuleTester of site rules, as `RuleTester` is for page rules: valid sites pass, invalid ones fail
 * with exactly the items stated (message ids, and the URLs, lines and data named), over deep-frozen
 * facts (a rule that changes them throws); every message is reported by some case; a run gives the
 * same items twice; a failing case is an issue of the site engine; and the rule never throws or
 * reports wrongly on arbitrary sites.
 */
export class SiteRuleTester {
  constructor(private readonly options: SiteRuleTesterOptions = {}) {}

  run(rule: AnySiteRule, cases: SiteRuleCases): void {
    describe(rule.id, () => {
      it("has at least one valid and one invalid case", () => {
        expect(cases.valid.length, "valid cases").toBeGreaterThan(0)
        expect(cases.invalid.length, "invalid cases").toBeGreaterThan(0)
      })
      for (const testCase of cases.valid)
        it(`valid: ${testCase.name}`, () => {
          expect(["pass", "notApplicable"]).toContain(run(rule, testCase.site).status)
        })
      const registry = createRegistry([
        definePack({ id: "tested", part: "google", rules: [], siteRules: [rule] }),
      ])
      for (const testCase of cases.invalid)
        it(`invalid: ${testCase.name}`, () => {
          const first = run(rule, testCase.site)
          expect(first).toMatchObject({ status: rule.reviewOnly ? "review" : "fail" })
          expect(run(rule, testCase.site), "a second run gives the same items").toEqual(first)
          const items = first.status === "fail" || first.status === "review" ? first.items : []
          for (const item of items) {
            const missing = placeholdersOf(rule.messages[item.messageId] ?? "").filter(
              (name) => item.data[name] === undefined,
            )
            expect(missing, `placeholders of "${item.messageId}" left without data`).toEqual([])
          }
          const expected = testCase.reports.map(withAbsoluteUrls)
          expect(asExpected(items, expected), "reported items").toEqual(expected)
          const evaluation = evaluateSite(registry, testCase.site)
          expect(
            evaluation.findings.map((finding) => finding.id),
            "findings of the site engine",
          ).toEqual([rule.id])
        })
      it("has an invalid case that reports each of its messages", () => {
        const reported = new Set(
          cases.invalid.flatMap((testCase) => testCase.reports.map((report) => report.messageId)),
        )
        expect(
          Object.keys(rule.messages).filter((id) => !reported.has(id)),
          "messages no case reports",
        ).toEqual([])
      })
      it("never throws and always concludes on arbitrary sites", () => {
        fc.assert(
          fc.property(arbitrarySite, (site) => {
            const outcome = run(rule, site)
            expect(outcome.status === "unavailable" ? outcome.reason : undefined).toBeUndefined()
          }),
          { numRuns: this.options.robustnessRuns ?? 100 },
        )
      })
    })
  }
}
