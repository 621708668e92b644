import * as SqlClient from "@effect/sql/SqlClient"
import { Effect, Either, TestClock } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { Keys, POLLS_PER_MINUTE, Usage, WINDOW_MS } from "../src"
import { freshDatabase, runStoreWithSql } from "./support/store"

/** One step of a schedule: time passes, then a key polls some times in a row, or the writer runs a round. */
const step = fc.record({
  advanceMs: fc.oneof(
    { weight: 4, arbitrary: fc.constant(0) },
    { weight: 4, arbitrary: fc.integer({ min: 1, max: 2_000 }) },
    { weight: 1, arbitrary: fc.integer({ min: 2_000, max: 30_000 }) },
  ),
  action: fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record({ poll: fc.integer({ min: 0, max: 1 }), times: fc.integer({ min: 1, max: 60 }) }),
    },
    { weight: 1, arbitrary: fc.constant("write" as const) },
  ),
})
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never

/** The sliding window as the Limits table states it: allowed while fewer than 120 charges are in the last minute. */
const referenceVerdicts = (schedule: ReadonlyArray<Step>) => {
  const charges = new Map<number, Array<number>>()
  const verdicts: Array<boolean> = []
  let now = 0
  for (const { advanceMs, action } of schedule) {
    now += advanceMs
    if (action === "write") continue
    const window = (charges.get(action.poll) ?? []).filter((at) => at > now - WINDOW_MS.poll)
    for (let poll = 0; poll < action.times; poll++) {
      const allowed = window.length < POLLS_PER_MINUTE
      if (allowed) window.push(now)
      verdicts.push(allowed)
    }
    charges.set(action.poll, window)
  }
  return verdicts
}

// Each run opens a store of its own: fewer runs on PostgreSQL, whose stores take longer to open.
describe.each([
  ["sqlite", 20],
  ["pg", 8],
] as const)("status polls judged in memory, written behind on %s", (dialect, numRuns) => {
  it("refuse exactly what the sliding window refuses, however the writer's rounds fall, and write every charge once", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 60 }), async (schedule) => {
        const outcome = await runStoreWithSql(
          freshDatabase(dialect),
          Effect.gen(function* () {
            const keys = yield* Keys
            const usage = yield* Usage
            const sql = yield* SqlClient.SqlClient
            const records = yield* Effect.forEach([0, 1], (index) =>
              Effect.map(keys.create({ label: `key ${index}` }), (created) => created.record),
            )
            const verdicts: Array<boolean> = []
            for (const { advanceMs, action } of schedule) {
              if (advanceMs > 0) yield* TestClock.adjust(advanceMs)
              if (action === "write") yield* usage.flushPolls
              else {
                const key = records[action.poll]
                if (key === undefined) return yield* Effect.die("no such key")
                for (let poll = 0; poll < action.times; poll++)
                  verdicts.push(Either.isRight(yield* Effect.either(usage.takePoll(key))))
              }
            }
            yield* usage.flushPolls
            const [row] = yield* sql<{
              n: number
            }>`SELECT count(*) AS n FROM usage_events WHERE kind = 'poll'`
            return { verdicts, rows: row?.n ?? 0 }
          }),
        )
        const expected = referenceVerdicts(schedule)
        expect(outcome.verdicts).toEqual(expected)
        expect(outcome.rows).toBe(expected.filter(Boolean).length)
      }),
      {
        numRuns,
        // A minute of test clock between a charge and the next round of the writer: it is written, not dropped.
        examples: [
          [
            [
              { advanceMs: 0, action: { poll: 0, times: 1 } },
              { advanceMs: 30_000, action: { poll: 1, times: 1 } },
              { advanceMs: 30_000, action: { poll: 1, times: 1 } },
              { advanceMs: 1_000, action: "write" },
            ],
          ],
        ],
      },
    )
  }, 120_000)
})
