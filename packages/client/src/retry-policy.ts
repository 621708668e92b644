import type { CallFailure } from "./call-failure"

/** What to do after a failed call: wait and try again, or stop with the failure. */
export type Step =
  | { readonly _tag: "Retry"; readonly waitMs: number; readonly reason: string }
  | { readonly _tag: "Stop" }

/** Consecutive retries so far of one call, by kind; a success starts over. */
export interface RetryHistory {
  /** Waits on `rate_limited` and `queue_full`. */
  readonly throttled: number
  /** Retries after a 502, a 503 or no answer at all. */
  readonly faults: number
}

export const freshHistory: RetryHistory = { throttled: 0, faults: 0 }

/** Retries after a 502, a 503 or a dropped connection: "a few", with growing pauses. */
export const MAX_FAULT_RETRIES = 3
/** The first pause after a fault; each next one doubles (2 s, 4 s, 8 s). */
export const FIRST_FAULT_PAUSE_MS = 2_000
/** Waits on 429 in a row before svc gives up: the server paces them, this only stops a loop. */
export const MAX_THROTTLED_WAITS = 30
/** The longest single wait svc sits out (an audit takes at most 15 minutes); longer ones stop. */
export const MAX_WAIT_SECONDS = 900

/** 429s that clear by themselves; `domain_limit` clears only the next UTC day, so it stops. */
const THROTTLING = new Set(["rate_limited", "queue_full"])

const seconds = (ms: number) => `${Math.round(ms / 1000)} s`

/**
 * The client rules of the contract: on `rate_limited` and `queue_full` wait `retryAfter` seconds;
 * on 502 and 503 (and when no answer came) retry a few times with growing pauses, never sooner than
 * a `retryAfter` the answer gives; stop on every other answer. A call that is not idempotent (the
 * start call) is not sent again after it got no answer at all.
 */
export const nextStep = (
  failure: CallFailure,
  history: RetryHistory,
  call: { readonly idempotent: boolean } = { idempotent: true },
): Step => {
  if (failure._tag === "Unexpected") return { _tag: "Stop" }
  if (failure._tag === "Answer" && THROTTLING.has(failure.code)) {
    const retryAfter = failure.retryAfter ?? 1
    if (history.throttled >= MAX_THROTTLED_WAITS || retryAfter > MAX_WAIT_SECONDS) return { _tag: "Stop" }
    const waitMs = Math.max(1, retryAfter) * 1000
    return { _tag: "Retry", waitMs, reason: `${failure.code}: waiting ${seconds(waitMs)} as the server asks` }
  }
  const isFault =
    failure._tag === "Transport" ||
    failure._tag === "Gateway" ||
    (failure._tag === "Answer" && (failure.status === 502 || failure.status === 503))
  if (!isFault || history.faults >= MAX_FAULT_RETRIES) return { _tag: "Stop" }
  // A start call that got no answer may have been accepted: sending it again could start a second audit.
  if (failure._tag === "Transport" && !call.idempotent) return { _tag: "Stop" }
  const retryAfter = failure._tag === "Answer" ? (failure.retryAfter ?? 0) : 0
  if (retryAfter > MAX_WAIT_SECONDS) return { _tag: "Stop" }
  const waitMs = Math.max(FIRST_FAULT_PAUSE_MS * 2 ** history.faults, retryAfter * 1000)
  const what =
    failure._tag === "Answer"
      ? failure.code
      : failure._tag === "Gateway"
        ? `HTTP ${failure.status}`
        : "no answer"
  return {
    _tag: "Retry",
    waitMs,
    reason: `${what}: trying again in ${seconds(waitMs)} (${history.faults + 1} of ${MAX_FAULT_RETRIES})`,
  }
}

/** The history after a retry of this failure. */
export const recordRetry = (failure: CallFailure, history: RetryHistory): RetryHistory =>
  failure._tag === "Answer" && THROTTLING.has(failure.code)
    ? { ...history, throttled: history.throttled + 1 }
    : { ...history, faults: history.faults + 1 }
