import type * as SqlClient from "@effect/sql/SqlClient"
import { Clock, Effect, Schema } from "effect"
import { WINDOW_MS } from "../limits"
import { rowsOf } from "../sql-rows"
import { type Charge, type PollMemory, writeUnwritten } from "./poll-memory"

/** Multi-row inserts of these sizes only, so that a handful of prepared statements serve every batch (not on SQLite). */
const INSERT_CHUNKS = [64, 8, 1] as const

const KeyAtRow = Schema.Struct({ keyId: Schema.String, at: Schema.Number })
const CounterRow = Schema.Struct({ value: Schema.Number })

/**
 * A shared PostgreSQL database: the writer's rounds. The `polls` change counter (migration 5) tells
 * what other processes wrote, read once an interval: each write of charges moves it under its row
 * lock and stamps its rows with the new number, so the charges other processes wrote since the last
 * number seen — and only those — are read and added to the kept windows: in the write transaction
 * (the numbers below its own are committed), or alone when this process has nothing to write.
 */
export const makeSharedPollWrites = (memory: PollMemory, sql: SqlClient.SqlClient) => {
  const insertChunked = (batch: ReadonlyArray<Charge>, pollBatch: number) =>
    Effect.gen(function* () {
      let offset = 0
      for (const size of INSERT_CHUNKS) {
        while (batch.length - offset >= size) {
          const rows = batch
            .slice(offset, offset + size)
            .map(({ keyId, at }) => ({ keyId, kind: "poll", at, units: 1, pollBatch }))
          yield* sql`INSERT INTO usage_events ${sql.insert(rows)}`
          offset += size
        }
      }
    })

  /** The charges of other processes' batches after `pollsSeen` up to `upTo`, in kept windows only. */
  const batchesAfterSeen = (upTo: number, inclusive: boolean) =>
    Effect.flatMap(Clock.currentTimeMillis, (now) =>
      rowsOf(KeyAtRow)(
        sql`SELECT key_id, at FROM usage_events
          WHERE poll_batch > ${memory.pollsSeen} AND ${inclusive ? sql`poll_batch <= ${upTo}` : sql`poll_batch < ${upTo}`}
            AND kind = 'poll' AND at > ${now - WINDOW_MS.poll}`,
      ),
    )

  /** Adds other processes' charges to the kept windows, now `pollsSeen` is `upTo`. */
  const addForeign = (rows: ReadonlyArray<typeof KeyAtRow.Type>, upTo: number) => {
    memory.pollsSeen = upTo
    const touched = new Set<Array<number>>()
    for (const row of rows) {
      const charges = memory.windows.get(row.keyId) ?? memory.arriving.get(row.keyId)
      if (charges === undefined) continue
      charges.push(row.at)
      touched.add(charges)
    }
    for (const charges of touched) charges.sort((a, b) => a - b)
  }

  /** The `polls` counter, the last batch of charges written by any process. */
  const pollsCounter = Effect.map(
    rowsOf(CounterRow)(sql`SELECT value FROM change_counters WHERE name = 'polls'`),
    (rows) => rows[0]?.value ?? 0,
  )

  /** Writes `batch` as a new batch, and reads the batches other processes wrote before it. */
  const write = (batch: ReadonlyArray<Charge>) =>
    sql.withTransaction(
      Effect.gen(function* () {
        const [bumped] = yield* rowsOf(CounterRow)(
          sql`UPDATE change_counters SET value = value + 1 WHERE name = 'polls' RETURNING value`,
        )
        const pollBatch = bumped?.value ?? 0
        yield* insertChunked(batch, pollBatch)
        return { pollBatch, foreign: yield* batchesAfterSeen(pollBatch, false) }
      }),
    )

  /** One round: writes the unwritten charges, or, with none, reads what other processes wrote. */
  const round = Effect.gen(function* () {
    if (memory.unwritten.length === 0) {
      const polls = yield* pollsCounter
      if (polls > memory.pollsSeen) addForeign(yield* batchesAfterSeen(polls, true), polls)
      return
    }
    const written = yield* writeUnwritten(memory, write)
    addForeign(written.foreign, written.pollBatch)
  })

  /** The counter as the store opens: nothing is kept yet. */
  const open = Effect.flatMap(
    Effect.orElseSucceed(pollsCounter, () => 0),
    (polls) =>
      Effect.sync(() => {
        memory.pollsSeen = polls
      }),
  )

  return { round, open }
}
