import { Score, Summary } from "@svc/contract"
import { Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { evaluate } from "../../src/engine/evaluate"
import { conditionRank } from "../../src/rules/page-condition"
import { type RuleSetCase, type RuleSpec, registryOf, ruleSetCase, toPacks } from "./generated-rule-sets"
import { allScores, runEngine } from "./run-engine"

const withOutcome = (testCase: RuleSetCase, id: string, outcome: RuleSpec["outcome"]): RuleSetCase => ({
  ...testCase,
  rules: testCase.rules.map((rule) => (rule.id === id ? { ...rule, outcome } : rule)),
})

const queryScore = fc.option(fc.integer({ min: 0, max: 100 }), { nil: null })

describe("the engine over generated rule sets", () => {
  it("gives every score as an integer 0–100 or null, and svc at most content + 15", () => {
    fc.assert(
      fc.property(ruleSetCase, queryScore, (testCase, inputQueryScore) => {
        const { score } = runEngine(testCase, { inputQueryScore })
        for (const value of allScores(score)) {
          if (value !== null) {
            expect(Number.isInteger(value)).toBe(true)
            expect(value).toBeGreaterThanOrEqual(0)
            expect(value).toBeLessThanOrEqual(100)
          }
        }
        if (score.svc !== null && score.parts.content !== null)
          expect(score.svc).toBeLessThanOrEqual(score.parts.content + 15)
        expect(() => Schema.decodeUnknownSync(Score)(score)).not.toThrow()
      }),
    )
  })

  it("partitions root causes into six buckets that add up to total", () => {
    fc.assert(
      fc.property(ruleSetCase, (testCase) => {
        const { summary, findings } = runEngine(testCase)
        expect(() => Schema.decodeUnknownSync(Summary)(summary)).not.toThrow()
        expect(findings.filter((finding) => finding.status === "fail")).toHaveLength(summary.failed)
        expect(findings.filter((finding) => finding.status === "review" && !finding.extra)).toHaveLength(
          summary.review,
        )
        expect(findings.filter((finding) => finding.extra)).toHaveLength(summary.extras)
      }),
    )
  })

  it("counts a root cause once however many checks and measurements report it", () => {
    fc.assert(
      fc.property(ruleSetCase, fc.integer({ min: 2, max: 4 }), (testCase, copies) => {
        const once = runEngine(testCase)
        const repeated = runEngine(testCase, {
          measurements: Array.from({ length: copies }, () => testCase.measurements).flat(),
        })
        const { checksEvaluated: _once, ...bucketsOnce } = once.summary
        const { checksEvaluated: _repeated, ...bucketsRepeated } = repeated.summary
        expect(bucketsRepeated).toEqual(bucketsOnce)
        expect(repeated.findings.map((finding) => finding.id)).toEqual(
          once.findings.map((finding) => finding.id),
        )
        expect(new Set(once.findings.map((finding) => finding.id)).size).toBe(once.findings.length)
        expect(repeated.summary.checksEvaluated).toBeGreaterThanOrEqual(once.summary.checksEvaluated)
      }),
    )
  })

  it("never lists a finding whose cause is listed", () => {
    fc.assert(
      fc.property(ruleSetCase, (testCase) => {
        const { findings } = runEngine(testCase)
        const listed = new Set(findings.map((finding) => finding.id))
        for (const rule of testCase.rules) {
          if (listed.has(rule.id)) for (const cause of rule.symptomOf) expect(listed.has(cause)).toBe(false)
        }
      }),
    )
  })

  it("never lowers a score when a failing rule passes", () => {
    fc.assert(
      fc.property(ruleSetCase, queryScore, fc.nat(), (testCase, inputQueryScore, pick) => {
        const failing = testCase.rules.filter((rule) => rule.hasCheck && rule.outcome.status === "fail")
        fc.pre(failing.length > 0)
        const target = failing[pick % failing.length] as RuleSpec
        const before = allScores(runEngine(testCase, { inputQueryScore }).score)
        const after = allScores(
          runEngine(withOutcome(testCase, target.id, { status: "pass" }), { inputQueryScore }).score,
        )
        before.forEach((value, index) => {
          const next = after[index] ?? null
          if (value === null) expect(next).toBeNull()
          // A part whose only weighed cause now reports `review` has nothing left to weigh: unmeasured, not lower.
          else if (next !== null) expect(next).toBeGreaterThanOrEqual(value)
        })
      }),
    )
  })

  it("changes no score through a review finding", () => {
    fc.assert(
      fc.property(ruleSetCase, queryScore, (testCase, inputQueryScore) => {
        const { findings, score } = runEngine(testCase, { inputQueryScore })
        const reviewed = new Set(
          findings.filter((finding) => finding.status === "review").map((finding) => finding.id),
        )
        fc.pre(reviewed.size > 0)
        // Take every review root cause out: its own check and every measurement mapped onto it.
        const silenced = {
          ...testCase,
          rules: testCase.rules.map((rule) =>
            reviewed.has(rule.id)
              ? { ...rule, outcome: { status: "notApplicable" as const, reason: "" } }
              : rule,
          ),
        }
        const reviewedAudits = new Set(
          testCase.rules.filter((rule) => reviewed.has(rule.id)).flatMap((rule) => rule.sameAs),
        )
        const measurements = testCase.measurements.map((measurement) =>
          reviewedAudits.has(measurement.auditId) ? silent(measurement) : measurement,
        )
        expect(runEngine(silenced, { measurements, inputQueryScore }).score).toEqual(score)
      }),
    )
  })

  it("makes exactly the checks a failing decider rules out earn nothing: their failures listed, the rest notApplicable", () => {
    fc.assert(
      fc.property(ruleSetCase, (testCase) => {
        const registry = registryOf(toPacks(testCase.rules))
        const { rootCauses } = evaluate({
          registry,
          facts: {},
          locale: "en",
          querySource: testCase.querySource,
          measurements: testCase.measurements,
        })
        const failing = (condition: "served" | "indexable") =>
          rootCauses.some(
            (root) =>
              root.registered.rule.decides === condition &&
              root.reportedStatus === "fail" &&
              (condition === "served" || root.gatedBy === undefined),
          )
        const served = failing("served")
        const indexable = served || failing("indexable")
        const { findings } = runEngine(testCase)
        const listed = new Set(findings.map((finding) => finding.id))
        for (const root of rootCauses) {
          const { appliesTo } = root.registered.rule
          const ruledOut = appliesTo === "served" ? served : appliesTo === "indexable" ? indexable : false
          expect(root.gatedBy !== undefined, root.registered.rule.id).toBe(ruledOut)
          if (!ruledOut) continue
          const failure = root.reportedStatus === "fail" && root.supersededBy === undefined
          expect(root.status).toBe(failure ? "fail" : "notApplicable")
          expect(listed.has(root.registered.rule.id)).toBe(failure && root.hiddenBy === undefined)
          const decider = registry.rule(root.gatedBy ?? "")?.rule
          expect(conditionRank(decider?.decides)).toBeLessThanOrEqual(conditionRank(appliesTo))
        }
      }),
    )
  })

  it("lets a rule that steps aside for a measured audit decide nothing, whatever its own check says", () => {
    fc.assert(
      fc.property(
        ruleSetCase,
        fc.constantFrom("pass", "fail", "review") as fc.Arbitrary<"pass">,
        (testCase, status) => {
          const registry = registryOf(toPacks(testCase.rules))
          const measured = new Set(
            testCase.measurements
              .filter((measurement) => measurement.status !== "unavailable")
              .map((measurement) => measurement.auditId)
              .filter((auditId) => registry.ruleForMeasurement(auditId) !== undefined),
          )
          const stepping = testCase.rules.filter((rule) =>
            rule.measuredBy.some((auditId) => measured.has(auditId)),
          )
          fc.pre(stepping.length > 0)
          const reference = runEngine(testCase)
          const listed = new Set(reference.findings.map((finding) => finding.id))
          for (const rule of stepping) expect(listed.has(rule.id), rule.id).toBe(false)
          const changed = stepping.reduce(
            (current, rule) =>
              withOutcome(current, rule.id, status === "pass" ? { status } : { status, evidence: "changed" }),
            testCase,
          )
          expect(runEngine(changed).score).toEqual(reference.score)
        },
      ),
    )
  })

  it("does not depend on pack, rule or measurement order", () => {
    fc.assert(
      fc.property(ruleSetCase, fc.nat(), (testCase, seed) => {
        const reference = runEngine(testCase)
        const packs = toPacks(testCase.rules)
        const shuffled = shuffle(
          packs.map((pack) => ({ ...pack, rules: shuffle([...pack.rules], seed) })),
          seed + 1,
        )
        const measurements = shuffle([...testCase.measurements], seed + 2)
        expect(runEngine(testCase, { packs: shuffled, measurements })).toEqual(reference)
      }),
    )
  })

  it("gives the same output for the same input", () => {
    fc.assert(
      fc.property(ruleSetCase, (testCase) => {
        expect(runEngine(testCase)).toEqual(runEngine(testCase))
      }),
    )
  })

  it("keeps phrase rules out of every score unless the caller gave the phrase", () => {
    fc.assert(
      fc.property(ruleSetCase, (testCase) => {
        fc.pre(testCase.querySource !== "input")
        const { findings, score } = runEngine(testCase)
        for (const finding of findings)
          if (finding.id.startsWith("query-")) expect(finding.status).toBe("review")
        const withoutPhraseRules = {
          ...testCase,
          rules: testCase.rules.map((rule) =>
            rule.id.startsWith("query-")
              ? { ...rule, outcome: { status: "notApplicable" as const, reason: "" } }
              : rule,
          ),
        }
        const measurements = testCase.measurements.map((measurement) =>
          testCase.rules.some(
            (rule) => rule.id.startsWith("query-") && rule.sameAs.includes(measurement.auditId),
          )
            ? silent(measurement)
            : measurement,
        )
        expect(runEngine(withoutPhraseRules, { measurements }).score).toEqual(score)
      }),
    )
  })
})

/**
 * A measurement that reports nothing: notApplicable. One that was unavailable stays so — it reported
 * nothing already, and a rule that steps aside for its audit (measuredBy) steps aside only for a
 * measured one (any status but unavailable), so turning it notApplicable would change who scores.
 */
const silent = <M extends { readonly status: string }>(measurement: M): M =>
  measurement.status === "unavailable" ? measurement : { ...measurement, status: "notApplicable" }

/** A deterministic Fisher–Yates shuffle. */
const shuffle = <T>(items: T[], seed: number): T[] => {
  let state = seed + 1
  for (let index = items.length - 1; index > 0; index--) {
    state = (state * 1103515245 + 12345) % 2147483648
    const other = state % (index + 1)
    ;[items[index], items[other]] = [items[other] as T, items[index] as T]
  }
  return items
}
