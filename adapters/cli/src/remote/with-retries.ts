import { Effect } from "effect"
import type { Refused, ServerFailure } from "../errors"
import type { ProgressService } from "../output/progress"
import { CALL_TIMEOUT_MS } from "./api-client"
import { classifyCallFailure } from "./call-failure"
import { errorOfFailure } from "./failure-message"
import { freshHistory, nextStep, type RetryHistory, recordRetry } from "./retry-policy"

/**
 * Runs one API call under the contract's client rules (`nextStep`): waits out 429s, retries 502/503
 * and lost connections with growing pauses, stops on anything else with the error to print.
 */
export const withRetries = <A, E>(
  call: Effect.Effect<A, E>,
  context: { readonly baseUrl: string; readonly progress: ProgressService; readonly idempotent?: boolean },
): Effect.Effect<A, Refused | ServerFailure> => {
  const attempt = (history: RetryHistory): Effect.Effect<A, Refused | ServerFailure> =>
    call.pipe(
      Effect.timeout(CALL_TIMEOUT_MS),
      Effect.catchAll((error) => {
        const failure = classifyCallFailure(error)
        const step = nextStep(failure, history, { idempotent: context.idempotent !== false })
        if (step._tag === "Stop") return Effect.fail(errorOfFailure(failure, context.baseUrl))
        return context.progress
          .show(step.reason)
          .pipe(
            Effect.zipRight(Effect.sleep(step.waitMs)),
            Effect.zipRight(Effect.suspend(() => attempt(recordRetry(failure, history)))),
          )
      }),
    )
  return attempt(freshHistory)
}
