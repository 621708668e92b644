import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import { judgeWindow, type WindowEvent } from "../src"

const WINDOW_MS = 3_600_000
const NOW = 10 * WINDOW_MS

/** Charges inside the window (at > NOW - WINDOW_MS), oldest first. */
const windowEvents = fc
  .array(
    fc.record({ age: fc.integer({ min: 0, max: WINDOW_MS - 1 }), units: fc.integer({ min: 1, max: 10 }) }),
    {
      maxLength: 30,
    },
  )
  .map((events) =>
    events
      .map(({ age, units }): WindowEvent => ({ at: NOW - age, units }))
      .sort((left, right) => left.at - right.at),
  )

const question = fc.record({
  events: windowEvents,
  limit: fc.integer({ min: 1, max: 120 }),
  units: fc.integer({ min: 1, max: 20 }),
})

const used = (events: ReadonlyArray<WindowEvent>, now: number) =>
  events.filter((event) => event.at > now - WINDOW_MS).reduce((sum, event) => sum + event.units, 0)

describe("a sliding window", () => {
  test.prop([question])("allows a charge exactly when it keeps the window within its limit", (q) => {
    const verdict = judgeWindow({ ...q, now: NOW, windowMs: WINDOW_MS })
    expect(verdict.allowed).toBe(used(q.events, NOW) + q.units <= q.limit)
  })

  test.prop([question])("asks to wait at least 1 whole second and at most the window", (q) => {
    const verdict = judgeWindow({ ...q, now: NOW, windowMs: WINDOW_MS })
    if (verdict.allowed) return
    expect(Number.isInteger(verdict.retryAfter)).toBe(true)
    expect(verdict.retryAfter).toBeGreaterThanOrEqual(1)
    expect(verdict.retryAfter).toBeLessThanOrEqual(WINDOW_MS / 1000)
  })

  test.prop([question.filter((q) => q.units <= q.limit)])(
    "fits the charge after retryAfter seconds, and not a second earlier",
    (q) => {
      const verdict = judgeWindow({ ...q, now: NOW, windowMs: WINDOW_MS })
      if (verdict.allowed) return
      const later = NOW + verdict.retryAfter * 1000
      expect(used(q.events, later) + q.units).toBeLessThanOrEqual(q.limit)
      const earlier = NOW + (verdict.retryAfter - 1) * 1000
      if (verdict.retryAfter > 1) expect(used(q.events, earlier) + q.units).toBeGreaterThan(q.limit)
    },
  )
})

describe("a sliding window, by example", () => {
  test("of 120 a minute takes the 120th poll and refuses the 121st until the first leaves", () => {
    const events = Array.from({ length: 119 }, (_, index) => ({ at: 1_000 + index * 100, units: 1 }))
    expect(judgeWindow({ events, limit: 120, units: 1, now: 13_000, windowMs: 60_000 })).toEqual({
      allowed: true,
    })
    const full = [...events, { at: 13_000, units: 1 }]
    expect(judgeWindow({ events: full, limit: 120, units: 1, now: 13_000, windowMs: 60_000 })).toEqual({
      allowed: false,
      retryAfter: 48,
    })
  })

  test("refuses a charge larger than the limit for a whole window", () => {
    expect(judgeWindow({ events: [], limit: 4, units: 5, now: 0, windowMs: WINDOW_MS })).toEqual({
      allowed: false,
      retryAfter: 3600,
    })
  })
})
