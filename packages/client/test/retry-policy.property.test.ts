import { fc, test } from "@fast-check/vitest"
import {
  type ErrorBody,
  type ErrorCode,
  errorClasses,
  errorCodes,
  errorStatus,
  fromErrorBody,
} from "@svc/contract"
import { describe, expect } from "vitest"
import type { CallFailure } from "../src/call-failure"
import {
  FIRST_FAULT_PAUSE_MS,
  freshHistory,
  MAX_FAULT_RETRIES,
  MAX_THROTTLED_WAITS,
  MAX_WAIT_SECONDS,
  nextStep,
  type RetryHistory,
  recordRetry,
} from "../src/retry-policy"

const extraFields = (code: ErrorCode, retryAfter: number): Record<string, unknown> => {
  switch (code) {
    case "rate_limited":
    case "queue_full":
    case "unavailable":
    case "not_configured":
      return { retryAfter }
    case "domain_limit":
      return { retryAfter, availableUrl: "https://bakery.example/", pagesPerSite: 1 }
    case "unreachable":
      return { host: "bakery.example" }
    case "not_ready":
      return { status: "running" }
    default:
      return {}
  }
}

/** An answer of the contract, decoded from its wire body exactly as the client decodes it. */
const answer = (code: ErrorCode, retryAfter: number): CallFailure => {
  const error = fromErrorBody({ error: "text", code, ...extraFields(code, retryAfter) } as ErrorBody)
  return {
    _tag: "Answer",
    error,
    code,
    status: errorStatus[code],
    retryAfter: "retryAfter" in error ? error.retryAfter : undefined,
  }
}

const arbitraryFailure: fc.Arbitrary<CallFailure> = fc.oneof(
  fc
    .tuple(fc.constantFrom(...errorCodes), fc.integer({ min: 1, max: 4000 }))
    .map(([code, retryAfter]) => answer(code, retryAfter)),
  fc.constantFrom(502, 503, 504).map((status): CallFailure => ({ _tag: "Gateway", status })),
  fc.constant<CallFailure>({ _tag: "Transport", detail: "ECONNREFUSED" }),
  fc.constant<CallFailure>({ _tag: "Unexpected", detail: "HTTP 500" }),
)

const history: fc.Arbitrary<RetryHistory> = fc.record({
  throttled: fc.nat({ max: MAX_THROTTLED_WAITS + 2 }),
  faults: fc.nat({ max: MAX_FAULT_RETRIES + 2 }),
})

describe("the retry policy (the contract's client rules)", () => {
  test.prop([
    fc.constantFrom("rate_limited", "queue_full" as const),
    fc.integer({ min: 1, max: MAX_WAIT_SECONDS }),
  ])("waits exactly retryAfter seconds on rate_limited and queue_full", (code, retryAfter) => {
    expect(nextStep(answer(code, retryAfter), freshHistory)).toMatchObject({
      _tag: "Retry",
      waitMs: retryAfter * 1000,
    })
  })

  test.prop([fc.constantFrom(...errorCodes), fc.integer({ min: 1, max: 4000 }), history])(
    "stops on every other 4xx answer, domain_limit included",
    (code, retryAfter, past) => {
      fc.pre(!["rate_limited", "queue_full"].includes(code) && errorStatus[code] < 500)
      expect(nextStep(answer(code, retryAfter), past)).toEqual({ _tag: "Stop" })
    },
  )

  test.prop([arbitraryFailure, history])(
    "never waits longer than it may, never less than a retryAfter",
    (failure, past) => {
      const step = nextStep(failure, past)
      if (step._tag === "Stop") return
      expect(step.waitMs).toBeGreaterThanOrEqual(1000)
      expect(step.waitMs).toBeLessThanOrEqual(MAX_WAIT_SECONDS * 1000)
      if (failure._tag === "Answer" && failure.retryAfter !== undefined)
        expect(step.waitMs).toBeGreaterThanOrEqual(failure.retryAfter * 1000)
    },
  )

  test.prop([
    fc.constantFrom<CallFailure>(
      { _tag: "Gateway", status: 502 },
      { _tag: "Transport", detail: "reset" },
      answer("unavailable", 1),
      answer("unreachable", 1),
    ),
  ])("retries 502, 503 and lost connections a few times with growing pauses, then stops", (failure) => {
    let past = freshHistory
    const pauses: number[] = []
    for (let step = nextStep(failure, past); step._tag === "Retry"; step = nextStep(failure, past)) {
      pauses.push(step.waitMs)
      past = recordRetry(failure, past)
    }
    expect(pauses).toHaveLength(MAX_FAULT_RETRIES)
    expect(pauses[0]).toBe(FIRST_FAULT_PAUSE_MS)
    for (let index = 1; index < pauses.length; index++)
      expect(pauses[index]).toBeGreaterThan(pauses[index - 1] ?? Number.POSITIVE_INFINITY)
  })

  test.prop([fc.array(arbitraryFailure, { minLength: 1, maxLength: 200 })])(
    "any run of failures ends: no call is retried forever",
    (failures) => {
      let past = freshHistory
      let retries = 0
      for (const failure of failures) {
        const step = nextStep(failure, past)
        if (step._tag === "Stop") return
        past = recordRetry(failure, past)
        retries += 1
      }
      expect(retries).toBeLessThanOrEqual(MAX_THROTTLED_WAITS + MAX_FAULT_RETRIES)
    },
  )

  test.prop([fc.integer({ min: MAX_WAIT_SECONDS + 1, max: 86_400 })])(
    "stops rather than sit out a wait longer than an audit can take",
    (retryAfter) => {
      expect(nextStep(answer("rate_limited", retryAfter), freshHistory)).toEqual({ _tag: "Stop" })
    },
  )

  test.prop([history])("does not send a start call again after it got no answer", (past) => {
    expect(nextStep({ _tag: "Transport", detail: "socket hang up" }, past, { idempotent: false })).toEqual({
      _tag: "Stop",
    })
  })

  test.prop([fc.constantFrom(...errorCodes)])("knows every error class of the contract", (code) => {
    expect(errorClasses[code].code).toBe(code)
  })
})
