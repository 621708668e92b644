import * as SqlClient from "@effect/sql/SqlClient"
import { Effect, Either, TestClock } from "effect"
import { describe, expect, it } from "vitest"
import { Keys, Maintenance, Usage } from "../src"
import { DIALECTS } from "./support/databases"
import { freshDatabase, runStore, runStoreWithSql } from "./support/store"

/** Takes `count` units through `take`, then answers the refusal of one more (or "allowed"). */
const refusalAfter = <E extends { readonly _tag: string }>(
  count: number,
  take: Effect.Effect<void, E, never>,
) =>
  Effect.gen(function* () {
    for (let index = 0; index < count; index++) yield* take
    const next = yield* Effect.either(take)
    return Either.isLeft(next) ? next.left : "allowed"
  })

describe.each(DIALECTS)("usage windows on %s", (dialect) => {
  it("take 120 status polls a minute per key, refuse the 121st, and take polls again as the first leave", async () => {
    const outcome = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const keys = yield* Keys
        const usage = yield* Usage
        const { record: key } = yield* keys.create({ label: "poller" })
        const { record: other } = yield* keys.create({ label: "other" })
        yield* usage.takePoll(key)
        yield* TestClock.adjust("10 seconds")
        const refused = yield* refusalAfter(119, usage.takePoll(key))
        const otherKey = yield* Effect.either(usage.takePoll(other))
        yield* TestClock.adjust("49 seconds")
        const stillRefused = yield* Effect.either(usage.takePoll(key))
        yield* TestClock.adjust("1 second")
        const afterFirstLeft = yield* Effect.either(usage.takePoll(key))
        const againRefused = yield* Effect.either(usage.takePoll(key))
        return { refused, otherKey, stillRefused, afterFirstLeft, againRefused }
      }),
    )
    expect(outcome.refused).toMatchObject({ _tag: "RateLimited", retryAfter: 50 })
    expect(Either.isRight(outcome.otherKey)).toBe(true)
    expect(outcome.stillRefused).toMatchObject({ _tag: "Left", left: { retryAfter: 1 } })
    expect(Either.isRight(outcome.afterFirstLeft)).toBe(true)
    expect(outcome.againRefused).toMatchObject({ _tag: "Left", left: { retryAfter: 10 } })
  })

  it("keep a row for every poll charged, leaving rows that left the window to the purge", async () => {
    const rows = await runStoreWithSql(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const keys = yield* Keys
        const maintenance = yield* Maintenance
        const usage = yield* Usage
        const sql = yield* SqlClient.SqlClient
        const count = Effect.map(
          sql<{ n: number }>`SELECT count(*) AS n FROM usage_events WHERE kind = 'poll'`,
          (found) => found[0]?.n ?? 0,
        )
        const { record: key } = yield* keys.create({ label: "poller" })
        for (let index = 0; index < 100; index++) yield* usage.takePoll(key)
        // Charges are written behind, within an interval of wall-clock time; flushing writes them now.
        yield* usage.flushPolls
        yield* TestClock.adjust("61 seconds")
        for (let index = 0; index < 100; index++) yield* usage.takePoll(key)
        yield* usage.flushPolls
        const kept = yield* count
        yield* TestClock.adjust("61 seconds")
        const purged = yield* maintenance.purge
        return { kept, purged: purged.usageEvents, left: yield* count }
      }),
    )
    expect(rows).toEqual({ kept: 200, purged: 200, left: 0 })
  })

  it("take a quarter of the hourly quota in PDFs: 15 by default, 2 for a quota of 8", async () => {
    const outcome = await runStore(
      freshDatabase(dialect),
      Effect.gen(function* () {
        const keys = yield* Keys
        const usage = yield* Usage
        const { record: standard } = yield* keys.create({ label: "standard" })
        const { record: small } = yield* keys.create({ label: "small", auditsPerHour: 8 })
        return {
          standard: yield* refusalAfter(15, usage.takePdf(standard)),
          small: yield* refusalAfter(2, usage.takePdf(small)),
        }
      }),
    )
    expect(outcome.standard).toMatchObject({ _tag: "RateLimited", retryAfter: 3600 })
    expect(outcome.small).toMatchObject({ _tag: "RateLimited", retryAfter: 3600 })
  })
})
