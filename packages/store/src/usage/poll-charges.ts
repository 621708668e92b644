import * as SqlClient from "@effect/sql/SqlClient"
import { RateLimited } from "@svc/contract"
import { Clock, Deferred, Effect, Exit, FiberId, Schema } from "effect"
import type { StoreFailure } from "../errors"
import { POLLS_PER_MINUTE, WINDOW_MS } from "../limits"
import type { StateVersion } from "../queue/state-version"
import { judgeWindow } from "../sliding-window"
import { orStoreFailure } from "../sql-failure"
import { rowsOf } from "../sql-rows"
import type { ChargedKey } from "./usage-windows"

/** Multi-row inserts of these sizes only, so that a handful of prepared statements serve every batch (not on SQLite). */
const INSERT_CHUNKS = [64, 8, 1] as const

const AtRow = Schema.Struct({ at: Schema.Number })
const DataVersionRow = Schema.Struct({ dataVersion: Schema.Number })

interface WaitingPoll {
  readonly keyId: string
  readonly answer: Deferred.Deferred<void, RateLimited | StoreFailure>
}

/**
 * Status polls: 120 per key per sliding minute, outside the quota (the Limits table), charged as a
 * group commit. Polls that arrive while a batch is being written wait for the next batch, which
 * judges and charges all of them in one `BEGIN IMMEDIATE` transaction; each poll is answered only
 * once its charge has committed — as durable as a charge of its own, for a fraction of the cost.
 *
 * Judging reads each key's window from memory: the charge times loaded from `usage_events` on the
 * key's first poll and kept up to date by every batch. Inside each batch's transaction (the write
 * lock held) `PRAGMA data_version` tells whether another connection committed since the last batch;
 * if one did, every window is read again from the store, so two server processes on one file share
 * each key's 120 polls exactly. The same reading moves the store's state version, which the server's
 * cached status records are checked against.
 */
export const makePollCharges = (version: StateVersion) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const windowMs = WINDOW_MS.poll
    /** Charge times still in the window (or about to leave it), oldest first, as of the last batch. */
    const windows = new Map<string, Array<number>>()
    let waiting: Array<WaitingPoll> = []
    let draining = false
    let lastForgetAt = Number.NEGATIVE_INFINITY

    const dataVersion = sql.onDialectOrElse({
      sqlite: () =>
        Effect.map(
          rowsOf(DataVersionRow)(sql`PRAGMA data_version`),
          (rows): number | undefined => rows[0]?.dataVersion,
        ),
      orElse: () => Effect.succeed(undefined),
    })

    const windowOf = (keyId: string, since: number) =>
      Effect.gen(function* () {
        const kept = windows.get(keyId)
        if (kept !== undefined) return kept
        const rows = yield* rowsOf(AtRow)(
          sql`SELECT at FROM usage_events WHERE key_id = ${keyId} AND kind = 'poll' AND at > ${since} ORDER BY at`,
        )
        const loaded = rows.map((row) => row.at)
        windows.set(keyId, loaded)
        return loaded
      })

    const insertChunked = (keyIds: ReadonlyArray<string>, at: number) =>
      Effect.gen(function* () {
        let offset = 0
        for (const size of INSERT_CHUNKS) {
          while (keyIds.length - offset >= size) {
            const rows = keyIds
              .slice(offset, offset + size)
              .map((keyId) => ({ keyId, kind: "poll", at, units: 1 }))
            yield* sql`INSERT INTO usage_events ${sql.insert(rows)}`
            offset += size
          }
        }
      })

    /**
     * A batch's charges in one statement. Each statement is a trip to SQLite's thread and back to a
     * busy event loop, and every poll of the batch waits for all of them, so on SQLite the key ids go
     * as one JSON array; elsewhere in a few multi-row inserts.
     */
    const insert = (keyIds: ReadonlyArray<string>, at: number) =>
      keyIds.length === 0
        ? Effect.void
        : sql.onDialectOrElse({
            sqlite: () =>
              Effect.asVoid(
                sql`INSERT INTO usage_events (key_id, kind, at, units) SELECT value, 'poll', ${at}, 1 FROM json_each(${JSON.stringify(keyIds)})`,
              ),
            orElse: () => insertChunked(keyIds, at),
          })

    /** Windows of keys that have not polled for a whole window are dropped (read again on their next poll). */
    const forgetIdle = (now: number) => {
      if (now - lastForgetAt < windowMs) return
      lastForgetAt = now
      for (const [keyId, charges] of windows)
        if ((charges.at(-1) ?? 0) <= now - windowMs) windows.delete(keyId)
    }

    /** Judges and charges one batch in one transaction: each poll's verdict, in arrival order. */
    const judgeBatch = (polls: ReadonlyArray<WaitingPoll>) =>
      sql.withTransaction(
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis
          const since = now - windowMs
          if (yield* version.observe(yield* dataVersion)) windows.clear()
          const verdicts: Array<RateLimited | undefined> = []
          const charged: Array<string> = []
          for (const poll of polls) {
            const charges = yield* windowOf(poll.keyId, since)
            while ((charges[0] ?? Number.POSITIVE_INFINITY) <= since) charges.shift()
            const verdict = judgeWindow({
              events: charges.map((at) => ({ at, units: 1 })),
              limit: POLLS_PER_MINUTE,
              units: 1,
              now,
              windowMs,
            })
            if (verdict.allowed) {
              charges.push(now)
              charged.push(poll.keyId)
              verdicts.push(undefined)
            } else verdicts.push(new RateLimited({ retryAfter: verdict.retryAfter }))
          }
          yield* insert(charged, now)
          forgetIdle(now)
          return verdicts
        }),
      )

    const answerBatch = (polls: ReadonlyArray<WaitingPoll>) =>
      Effect.flatMap(Effect.exit(orStoreFailure(judgeBatch(polls))), (outcome) =>
        Effect.sync(() => {
          // Charges counted in memory by a batch that did not commit are not in the store: read again.
          if (Exit.isFailure(outcome)) windows.clear()
          polls.forEach((poll, index) => {
            const answer = Exit.isFailure(outcome)
              ? outcome
              : (() => {
                  const refusal = outcome.value[index]
                  return refusal === undefined ? Exit.void : Exit.fail(refusal)
                })()
            Deferred.unsafeDone(poll.answer, answer)
          })
        }),
      )

    /** Writes batches until no poll waits. */
    const drain: Effect.Effect<void> = Effect.suspend(() => {
      const polls = waiting
      waiting = []
      if (polls.length === 0) {
        draining = false
        return Effect.void
      }
      return Effect.zipRight(answerBatch(polls), drain)
    })

    /** Charges a status poll of `key`, or fails with `RateLimited` (and `retryAfter`) past 120 a minute. */
    const take = (key: ChargedKey): Effect.Effect<void, RateLimited | StoreFailure> =>
      Effect.suspend(() => {
        const answer = Deferred.unsafeMake<void, RateLimited | StoreFailure>(FiberId.none)
        waiting.push({ keyId: key.id, answer })
        if (draining) return Deferred.await(answer)
        draining = true
        return Effect.zipRight(Effect.forkDaemon(Effect.uninterruptible(drain)), Deferred.await(answer))
      })

    return { take }
  })
