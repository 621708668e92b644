import type * as SqlClient from "@effect/sql/SqlClient"
import { Clock, Effect, Schema } from "effect"
import type { CoordinationShape } from "../coordination/coordination"
import { WINDOW_MS } from "../limits"
import { rowsOf } from "../sql-rows"
import { type Charge, type PollMemory, writeUnwritten } from "./poll-memory"

const KeyAtRow = Schema.Struct({ keyId: Schema.String, at: Schema.Number })

/**
 * One file: the writer's rounds. The coordination's commit mark (`PRAGMA data_version`, read on the
 * writer's connection) tells whether another connection committed: the next write transaction then
 * reads every kept window again, with the write lock held, so two server processes on one file see
 * each other's charges within an interval.
 */
export const makeFilePollWrites = (
  memory: PollMemory,
  sql: SqlClient.SqlClient,
  commitMark: CoordinationShape["commitMark"],
) => {
  const { windows } = memory
  /** The data version at which the kept windows were last read again whole (undefined: unknown). */
  let windowsExactAt: number | undefined

  /** A batch in one statement on SQLite (the charges as one JSON array). */
  const insert = (batch: ReadonlyArray<Charge>) =>
    batch.length === 0
      ? Effect.void
      : Effect.asVoid(
          sql`INSERT INTO usage_events (key_id, kind, at, units)
            SELECT json_extract(value, '$[0]'), 'poll', json_extract(value, '$[1]'), 1
            FROM json_each(${JSON.stringify(batch.map(({ keyId, at }) => [keyId, at]))})`,
        )

  /** The charges in the window of every kept key, as the store holds them. */
  const storedWindows = (since: number) =>
    rowsOf(KeyAtRow)(
      sql`SELECT key_id, at FROM usage_events
        WHERE kind = 'poll' AND at > ${since}
          AND key_id IN (SELECT value FROM json_each(${JSON.stringify([...windows.keys()])}))
        ORDER BY at`,
    )

  /**
   * Every kept window as the store holds it, plus the charges taken since the batch was cut: exact,
   * read after the batch's insert with the write lock held.
   */
  const readWindowsAgain = Effect.gen(function* () {
    if (windows.size === 0) return
    const rows = yield* storedWindows((yield* Clock.currentTimeMillis) - WINDOW_MS.poll)
    const fresh = new Map<string, Array<number>>([...windows.keys()].map((keyId) => [keyId, []]))
    for (const row of rows) fresh.get(row.keyId)?.push(row.at)
    for (const charge of memory.unwritten) fresh.get(charge.keyId)?.push(charge.at)
    for (const [keyId, charges] of fresh)
      windows.set(
        keyId,
        charges.sort((a, b) => a - b),
      )
    memory.rereads += 1
  })

  /** Writes `batch` in one transaction; reads the windows again when another connection committed. */
  const write = (batch: ReadonlyArray<Charge>) =>
    sql.withTransaction(
      Effect.gen(function* () {
        const seen = yield* commitMark
        yield* insert(batch)
        if (seen === undefined || seen !== windowsExactAt) yield* readWindowsAgain
        return seen
      }),
    )

  /** One round: writes the unwritten charges, if any or if the windows must be read again. */
  const round = Effect.gen(function* () {
    const seen = yield* commitMark
    if (memory.unwritten.length === 0 && seen !== undefined && seen === windowsExactAt) return
    windowsExactAt = yield* writeUnwritten(memory, write)
  })

  /** The commit mark as the store opens: nothing is kept yet. */
  const open = Effect.flatMap(
    Effect.orElseSucceed(commitMark, () => undefined),
    (mark) =>
      Effect.sync(() => {
        windowsExactAt = mark
      }),
  )

  return { round, open }
}
