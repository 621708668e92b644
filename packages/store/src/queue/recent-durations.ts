import type * as SqlClient from "@effect/sql/SqlClient"
import { Clock, Effect, Schema } from "effect"
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

/** Pages completed by another process on the same file are noticed this soon. */
export const DURATIONS_TTL_MS = 1_000

/**
 * The recent durations every status record and every `queue_full` estimate reads, kept for a second
 * and forgotten at once when this process completes a page — a status poll then costs one query
 * fewer, and never shows an estimate older than this process's last completed page. `sql` may be a
 * reader beside the writer: a read that began before a completion was forgotten is not kept.
 */
export const makeDurationsCache = (sql: SqlClient.SqlClient) => {
  let cached: { readonly durations: ReadonlyArray<number>; readonly at: number } | undefined
  let invalidations = 0
  const read = Effect.gen(function* () {
    const now = yield* Clock.currentTimeMillis
    if (cached !== undefined && now - cached.at < DURATIONS_TTL_MS && now >= cached.at)
      return cached.durations
    const startedAfter = invalidations
    const durations = yield* recentDurations(sql)
    if (invalidations === startedAfter) cached = { durations, at: now }
    return durations
  })
  const invalidate = Effect.sync(() => {
    cached = undefined
    invalidations += 1
  })
  return { read, invalidate }
}

export type DurationsCache = ReturnType<typeof makeDurationsCache>
