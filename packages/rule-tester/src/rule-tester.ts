import { readFileSync } from "node:fs"
import { type AnyRule, type Pack, placeholdersOf, type Registry } from "@svc/core"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { arbitraryHtml } from "./arbitrary-html"
import { expectInFullAudit, registryOf } from "./full-audit"
import { reportedAsExpected } from "./reported-as-expected"
import { type CaseRun, type EvidenceCase, type RuleCase, runRuleOn, snapshotOfCase } from "./tested-rule"

/** The cases of one rule, by the status each must produce. Strings are HTML. */
export interface RuleCases {
  readonly pass: ReadonlyArray<string | RuleCase>
  readonly fail: ReadonlyArray<string | EvidenceCase>
  readonly review?: ReadonlyArray<string | EvidenceCase>
  readonly notApplicable?: ReadonlyArray<string | RuleCase>
  readonly unavailable?: ReadonlyArray<string | RuleCase>
  /**
   * For a rule that is never a finding of its own: the cause every one of its failures is a symptom of
   * (reported in that cause's finding). Every fail and review case must then name it (`hiddenBy`).
   */
  readonly foldedInto?: string
}

export interface RuleTesterOptions {
  /** fast-check runs of arbitrary HTML per rule (default 200). */
  readonly robustnessRuns?: number
  /**
   * The packs of the full audit every fail and review case is also run through (the rule's own pack
   * among them); default: those given to `RuleTester.setDefaultPacks`. Without packs, the rule's tests fail.
   */
  readonly packs?: ReadonlyArray<Pack>
}

let defaultPacks: ReadonlyArray<Pack> | undefined

type Expected = keyof RuleCases

/**
 * ESLint-style tester for svc rules. For each case it runs the real extractor and the rule the way the
 * engine does, and checks the status, the evidence and its location; every fail and review case is
 * then audited in full with every pack (`packs`), where its finding must be listed — or the case
 * names the cause or gate that hides it (`hiddenBy`). Beyond the cases it checks that the rule has at
 * least one passing and one failing case (a review case for a rule that never fails), one of them a
 * finding of the full audit, reads only the facts it declared, gives the same outcome twice, and never
 * throws or returns junk on arbitrary HTML.
 */
export class RuleTester {
  constructor(private readonly options: RuleTesterOptions = {}) {}

  /** The packs every RuleTester audits its cases with unless given its own (e.g. from a test setup file). */
  static setDefaultPacks(packs: ReadonlyArray<Pack> | undefined): void {
    defaultPacks = packs
  }

  /** The registry of the packs given to `setDefaultPacks`: the full audit a user runs, for whole-audit tests. */
  static defaultRegistry(): Registry {
    if (defaultPacks === undefined)
      throw new Error(
        "No default packs: call RuleTester.setDefaultPacks (e.g. in a vitest setup file) first.",
      )
    return registryOf(defaultPacks)
  }

  run(rule: AnyRule, cases: RuleCases): void {
    describe(rule.id, () => {
      const listedCases = [...cases.fail, ...(cases.review ?? [])].map((entry) =>
        typeof entry === "string" ? { html: entry } : entry,
      )
      it("has at least one passing and one failing (or, for a review-only rule, review) case", () => {
        expect(cases.pass.length, "pass cases").toBeGreaterThan(0)
        expect(listedCases.length, "fail or review cases").toBeGreaterThan(0)
      })
      const packs = this.options.packs ?? defaultPacks
      // Fail and review cases whose finding the full audit listed, counted as their tests pass.
      let listedFindings = 0
      for (const expected of ["pass", "fail", "review", "notApplicable", "unavailable"] as const) {
        for (const entry of cases[expected] ?? []) {
          const testCase: EvidenceCase = typeof entry === "string" ? { html: entry } : entry
          it(`${expected}: ${caseName(testCase)}`, () => {
            checkCase(rule, expected, testCase)
            if ((expected === "fail" || expected === "review") && packs !== undefined) {
              expectInFullAudit(
                packs,
                rule,
                snapshotOfCase(testCase, htmlOf(testCase)),
                testCase.query,
                testCase.hiddenBy,
              )
              if (testCase.hiddenBy === undefined) listedFindings++
            }
          })
        }
      }
      // After the cases (vitest runs a file's tests in order): what users get is the full audit's result.
      it("has a failing (or review) case that is a finding of the full audit with every pack", () => {
        expect(
          packs,
          "the packs of the full audit: give them to the RuleTester (packs) or to RuleTester.setDefaultPacks",
        ).toBeDefined()
        if (cases.foldedInto === undefined)
          expect(listedFindings, "fail or review cases the full audit listed").toBeGreaterThan(0)
        else
          expect(
            listedCases.filter((testCase) => testCase.hiddenBy !== cases.foldedInto),
            `cases of a rule folded into ${cases.foldedInto} that do not name it (hiddenBy)`,
          ).toEqual([])
      })
      const messageIds = Object.keys(rule.messages ?? {})
      if (messageIds.length > 0)
        it("has a case that reports each of its messages", () => {
          const reported = new Set(
            [...cases.fail, ...(cases.review ?? [])].flatMap((entry) =>
              typeof entry === "string" ? [] : (entry.reports ?? []).map((report) => report.messageId),
            ),
          )
          expect(
            messageIds.filter((id) => !reported.has(id)),
            "messages no case reports",
          ).toEqual([])
        })
      it("never throws and always returns an outcome on arbitrary HTML", () => {
        fc.assert(
          fc.property(arbitraryHtml, (html) => {
            const run = runRuleOn(rule, snapshotOfCase({}, html))
            expect(brokenRuleReason(run), `on ${JSON.stringify(html)}`).toBeUndefined()
            expect(run.undeclaredReads, "facts read without declaring them").toEqual([])
          }),
          { numRuns: this.options.robustnessRuns ?? 200 },
        )
      })
    })
  }
}

const htmlOf = (testCase: RuleCase): string =>
  testCase.file === undefined ? (testCase.html ?? "") : readFileSync(testCase.file, "utf8")

const checkCase = (rule: AnyRule, expected: Expected, testCase: EvidenceCase): void => {
  const snapshot = snapshotOfCase(testCase, htmlOf(testCase))
  const first = runRuleOn(rule, snapshot, testCase.query)
  expect(brokenRuleReason(first)).toBeUndefined()
  expect(first.undeclaredReads, "facts read without declaring them in `requires`").toEqual([])
  expect(runRuleOn(rule, snapshot, testCase.query).outcome, "a second run gives the same outcome").toEqual(
    first.outcome,
  )
  expect(first.outcome).toMatchObject({ status: expected })
  const { outcome } = first
  if (outcome.status !== "fail" && outcome.status !== "review") return
  if (typeof testCase.evidence === "string") expect(outcome.evidence).toBe(testCase.evidence)
  else if (testCase.evidence instanceof RegExp) expect(outcome.evidence).toMatch(testCase.evidence)
  const items = outcome.items ?? []
  for (const item of items) {
    const template = rule.messages?.[item.messageId] ?? ""
    const missing = placeholdersOf(template).filter((name) => item.data[name] === undefined)
    expect(missing, `placeholders of "${item.messageId}" left without data`).toEqual([])
  }
  const expectedReports = testCase.reports
  if (expectedReports !== undefined)
    expect(reportedAsExpected(items, expectedReports), "reported items").toEqual(
      expectedReports.map((report) => ({ ...report })),
    )
  if (testCase.line !== undefined) expect(outcome.location?.line, "evidence line").toBe(testCase.line)
  if (testCase.column !== undefined) expect(outcome.location?.column, "evidence column").toBe(testCase.column)
}

/** Why a run shows a broken rule (it threw, returned junk or reported wrongly), if it does. */
const brokenRuleReason = (run: CaseRun): string | undefined =>
  run.outcome.status === "unavailable" &&
  (run.outcome.reason.startsWith("the rule failed") ||
    run.outcome.reason.startsWith("the rule reported") ||
    run.outcome.reason === "the rule returned no valid outcome")
    ? run.outcome.reason
    : undefined

const caseName = (testCase: EvidenceCase): string => {
  if (testCase.name) return testCase.name
  if (testCase.file) return testCase.file.split("/").pop() ?? testCase.file
  const html = (testCase.html ?? "").replace(/\s+/g, " ").trim()
  return html.length > 70 ? `${html.slice(0, 67)}…` : html || "(empty page)"
}
