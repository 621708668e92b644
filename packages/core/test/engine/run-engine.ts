import type { Finding, Score, Summary } from "@svc/contract"
import { evaluate } from "../../src/engine/evaluate"
import { listFindings } from "../../src/engine/findings"
import type { Measurement } from "../../src/engine/measurement"
import { computeScore } from "../../src/engine/scoring"
import { summarize } from "../../src/engine/summarize"
import type { Pack } from "../../src/rules/pack"
import { type RuleSetCase, registryOf, toPacks } from "./generated-rule-sets"

export interface EngineOutput {
  readonly score: Score
  readonly summary: Summary
  readonly findings: ReadonlyArray<Finding>
}

/** Runs the engine over a generated case the way auditSnapshot does, without extraction. */
export const runEngine = (
  testCase: RuleSetCase,
  options: {
    readonly packs?: ReadonlyArray<Pack>
    readonly measurements?: ReadonlyArray<Measurement>
    readonly inputQueryScore?: number | null
  } = {},
): EngineOutput => {
  const registry = registryOf(options.packs ?? toPacks(testCase.rules))
  const measurements = options.measurements ?? testCase.measurements
  const evaluation = evaluate({
    registry,
    facts: {},
    locale: "en",
    querySource: testCase.querySource,
    measurements,
  })
  return {
    score: computeScore({
      rootCauses: evaluation.rootCauses,
      performanceMeasured: true,
      inputQueryScore: testCase.querySource === "input" ? (options.inputQueryScore ?? null) : null,
    }),
    summary: summarize(evaluation.rootCauses, evaluation.checksEvaluated),
    findings: listFindings(evaluation.rootCauses, "en"),
  }
}

export const allScores = (score: Score): Array<number | null> => [
  score.svc,
  score.seo,
  score.geo,
  score.html,
  ...Object.values(score.parts),
]
