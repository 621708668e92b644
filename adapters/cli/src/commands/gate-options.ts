import { Options } from "@effect/cli"
import { Effect, Option } from "effect"
import { UsageError } from "../errors"
import { defaultGate, type Gate } from "../exit-code"
import { FAIL_ON_TEXT, MIN_SCORE_TEXT } from "../help/command-texts"

export const failOnOption = Options.choice("fail-on", ["high", "medium", "low"]).pipe(
  Options.optional,
  Options.withDescription(FAIL_ON_TEXT),
)

export const minScoreOption = Options.integer("min-score").pipe(
  Options.optional,
  Options.withDescription(MIN_SCORE_TEXT),
)

/** The gate the options ask for; `explicit` when one was given, so svc says why a gate failed. */
export interface ChosenGate {
  readonly gate: Gate
  readonly explicit: boolean
}

/** `--fail-on` and `--min-score` as a gate; a score outside 0–100 is refused. */
export const chosenGate = (
  failOn: Option.Option<Gate["failOn"]>,
  minScore: Option.Option<number>,
): Effect.Effect<ChosenGate, UsageError> => {
  if (Option.isSome(minScore) && (minScore.value < 0 || minScore.value > 100))
    return Effect.fail(
      new UsageError({ message: `--min-score must be a whole number from 0 to 100, not ${minScore.value}.` }),
    )
  return Effect.succeed({
    gate: { failOn: Option.getOrElse(failOn, () => defaultGate.failOn), minScore },
    explicit: Option.isSome(failOn) || Option.isSome(minScore),
  })
}
