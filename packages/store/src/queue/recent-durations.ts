import * as SqlClient from "@effect/sql/SqlClient"
import { Clock, Deferred, Effect, Exit, FiberId, Option, Schema } from "effect"
import { DURATION_SAMPLES } from "../limits"

const DurationRow = Schema.Struct({ duration: Schema.Number })
const decodeDurations = Schema.decodeUnknown(Schema.Array(DurationRow))

/** How long the most recently finished (`done`) pages ran, newest first, in milliseconds. */
export const recentDurations = (sql: SqlClient.SqlClient) =>
  Effect.gen(function* () {
    const rows = yield* Effect.flatMap(
      sql`SELECT finished_at - started_at AS duration FROM pages
        WHERE status = 'done' ORDER BY finished_at DESC LIMIT ${DURATION_SAMPLES}`,
      decodeDurations,
    )
    return rows.map((row) => Math.max(0, row.duration))
  })

type ReadError = Effect.Effect.Error<ReturnType<typeof recentDurations>>

/** Pages completed by another process on the same file are noticed this soon. */
export const DURATIONS_TTL_MS = 1_000

/**
 * The recent durations every status record and every `queue_full` estimate reads, kept for a second
 * and forgotten at once when this process completes a page — a status poll then costs one query
 * fewer, and never shows an estimate older than this process's last completed page. Callers that
 * find nothing kept while a read is on its way share it (a server's first polls of many audits at
 * once read the durations once, not once each). `sql` may be a
 * reader beside the writer: a read that began before a completion was forgotten is not kept.
 */
export const makeDurationsCache = (sql: SqlClient.SqlClient) => {
  let cached: { readonly durations: ReadonlyArray<number>; readonly at: number } | undefined
  let invalidations = 0
  /** The read on its way, shared by every caller that finds nothing kept meanwhile (with the invalidations it began after). */
  let pending:
    | { readonly read: Deferred.Deferred<ReadonlyArray<number>, ReadError>; readonly after: number }
    | undefined

  const readShared = (now: number): Effect.Effect<ReadonlyArray<number>, ReadError> =>
    Effect.suspend(() => {
      if (pending !== undefined && pending.after === invalidations) return Deferred.await(pending.read)
      const shared = {
        read: Deferred.unsafeMake<ReadonlyArray<number>, ReadError>(FiberId.none),
        after: invalidations,
      }
      pending = shared
      const settle = Effect.flatMap(Effect.exit(recentDurations(sql)), (found) =>
        Effect.sync(() => {
          if (pending === shared) pending = undefined
          if (Exit.isSuccess(found) && invalidations === shared.after)
            cached = { durations: found.value, at: now }
          Deferred.unsafeDone(shared.read, found)
        }),
      )
      // Detached: a caller that goes away leaves the others their answer.
      return Effect.zipRight(Effect.forkDaemon(settle), Deferred.await(shared.read))
    })

  const read = Effect.gen(function* () {
    const now = yield* Clock.currentTimeMillis
    if (cached !== undefined && now - cached.at < DURATIONS_TTL_MS && now >= cached.at)
      return cached.durations
    // A caller inside a transaction reads on its own connection, as before: a read shared with it
    // would run on that transaction's connection, and one it waits for on the pool could wait for
    // connections that transactions like it hold.
    if (Option.isSome(yield* Effect.serviceOption(SqlClient.TransactionConnection))) {
      const startedAfter = invalidations
      const durations = yield* recentDurations(sql)
      if (invalidations === startedAfter) cached = { durations, at: now }
      return durations
    }
    return yield* readShared(now)
  })
  const invalidate = Effect.sync(() => {
    cached = undefined
    invalidations += 1
  })
  return { read, invalidate }
}

export type DurationsCache = ReturnType<typeof makeDurationsCache>
