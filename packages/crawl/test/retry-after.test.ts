import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import { FIRST_BACKOFF_MS, MAX_RETRY_WAIT_MS, retryWaitMs } from "../src"

const NOW = Date.parse("2026-12-07T00:00:00Z")

describe("retryWaitMs", () => {
  it("takes Retry-After in seconds or as an HTTP date", () => {
    expect(retryWaitMs("3", 1, NOW)).toBe(3_000)
    expect(retryWaitMs("0", 4, NOW)).toBe(0)
    expect(retryWaitMs(new Date(NOW + 7_000).toUTCString(), 1, NOW)).toBe(7_000)
    expect(retryWaitMs(new Date(NOW - 7_000).toUTCString(), 1, NOW)).toBe(0)
  })

  it("backs off exponentially without one, or with one it cannot read", () => {
    expect([1, 2, 3, 4].map((failures) => retryWaitMs(undefined, failures, NOW))).toEqual([
      1_000, 2_000, 4_000, 8_000,
    ])
    expect(retryWaitMs("soon", 2, NOW)).toBe(2 * FIRST_BACKOFF_MS)
  })

  test.prop([fc.option(fc.string(), { nil: undefined }), fc.integer({ min: 0, max: 1_000 })])(
    "never waits less than nothing nor more than MAX_RETRY_WAIT_MS",
    (retryAfter, failures) => {
      const wait = retryWaitMs(retryAfter, failures, NOW)
      expect(wait).toBeGreaterThanOrEqual(0)
      expect(wait).toBeLessThanOrEqual(MAX_RETRY_WAIT_MS)
    },
  )
})
