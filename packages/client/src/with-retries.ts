import type { ApiError } from "@svc/contract"
import { Effect } from "effect"
import { type CallFailure, classifyCallFailure } from "./call-failure"
import { ServerUnreachable, type SvcClientError } from "./client-error"
import { freshHistory, MAX_FAULT_RETRIES, nextStep, type RetryHistory, recordRetry } from "./retry-policy"

/** How long one call may take before it counts as unanswered. */
export const CALL_TIMEOUT_MS = 30_000

/** How a call is retried and whom it tells. */
export interface RetryContext {
  readonly baseUrl: string
  /** `false` for the start call: sent again only when it was surely not accepted. */
  readonly idempotent?: boolean
  /** Told each wait before a call is sent again, e.g. `rate_limited: waiting 30 s as the server asks`. */
  readonly onRetry?: (reason: string) => Effect.Effect<void>
}

/** The error a call ends with when the policy stops on `failure`. */
export const errorOfFailure = (failure: CallFailure, baseUrl: string): SvcClientError => {
  switch (failure._tag) {
    case "Answer":
      return failure.error satisfies ApiError
    case "Gateway":
      return new ServerUnreachable({
        message: `The svc server at ${baseUrl} answered HTTP ${failure.status} ${MAX_FAULT_RETRIES + 1} times in a row; try again later.`,
      })
    case "Transport":
      return new ServerUnreachable({
        message: `The svc server at ${baseUrl} could not be reached: ${failure.detail}.`,
      })
    case "Unexpected":
      return new ServerUnreachable({ message: `The svc server at ${baseUrl} answered ${failure.detail}.` })
  }
}

/**
 * Runs one API call under the contract's client rules (`nextStep`): waits out 429s, retries 502/503
 * and lost connections with growing pauses, stops on anything else with the contract's error.
 */
export const withRetries = <A, E>(
  call: Effect.Effect<A, E>,
  context: RetryContext,
): Effect.Effect<A, SvcClientError> => {
  const attempt = (history: RetryHistory): Effect.Effect<A, SvcClientError> =>
    call.pipe(
      Effect.timeout(CALL_TIMEOUT_MS),
      Effect.catchAll((error) => {
        const failure = classifyCallFailure(error)
        const step = nextStep(failure, history, { idempotent: context.idempotent !== false })
        if (step._tag === "Stop") return Effect.fail(errorOfFailure(failure, context.baseUrl))
        return (context.onRetry?.(step.reason) ?? Effect.void).pipe(
          Effect.zipRight(Effect.sleep(step.waitMs)),
          Effect.zipRight(Effect.suspend(() => attempt(recordRetry(failure, history)))),
        )
      }),
    )
  return attempt(freshHistory)
}
