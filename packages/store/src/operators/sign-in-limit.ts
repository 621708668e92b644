import type * as SqlClient from "@effect/sql/SqlClient"
import { Clock, Effect, Schema } from "effect"
import { rowsOf } from "../sql-rows"

/** Wrong sign-ins per address, and per operator, within `SIGN_IN_WINDOW_MS` before further tries are refused. */
export const MAX_SIGN_IN_FAILURES = 5

/** The sliding window of wrong sign-ins. */
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000

const FailureRow = Schema.Struct({ at: Schema.Number })

/**
 * The limit of wrong sign-ins, kept in the database (`operator_sign_in_failures`) so that every
 * server process on it agrees.
 */
export const makeSignInLimit = (sql: SqlClient.SqlClient) => {
  /** Seconds until the oldest failure that keeps a subject refused leaves the window; 0 when not refused. */
  const refusedFor = (subject: string, now: number) =>
    Effect.map(
      rowsOf(FailureRow)(
        sql`SELECT at FROM operator_sign_in_failures WHERE subject = ${subject} AND at > ${now - SIGN_IN_WINDOW_MS}
            ORDER BY at DESC LIMIT ${MAX_SIGN_IN_FAILURES}`,
      ),
      (rows) => {
        const oldest = rows[MAX_SIGN_IN_FAILURES - 1]
        return oldest === undefined ? 0 : Math.max(1, Math.ceil((oldest.at + SIGN_IN_WINDOW_MS - now) / 1000))
      },
    )

  /**
   * Takes one try against the limit of every subject at once, before anything is hashed: counted as
   * a failure until it proves right. Refused (the seconds to wait) when any subject has no try left.
   * One transaction judges and takes, one after another: SQLite's `BEGIN IMMEDIATE` holds the write
   * lock, PostgreSQL's table lock (self-conflicting, reads still free) holds off every other taker.
   */
  const takeTry = (subjects: ReadonlyArray<string>) =>
    sql.withTransaction(
      Effect.gen(function* () {
        yield* sql.onDialectOrElse({
          pg: () => sql`LOCK TABLE operator_sign_in_failures IN SHARE ROW EXCLUSIVE MODE`,
          orElse: () => Effect.void,
        })
        const now = yield* Clock.currentTimeMillis
        const waits = yield* Effect.forEach(subjects, (subject) => refusedFor(subject, now))
        const retryAfter = Math.max(...waits)
        if (retryAfter === 0)
          yield* sql`INSERT INTO operator_sign_in_failures ${sql.insert(subjects.map((subject) => ({ subject, at: now })))}`
        return { retryAfter, at: now }
      }),
    )

  /**
   * Gives back the tries a right sign-in took: a success counts against no limit. One row per subject
   * goes, any of those taken at that moment (equal rows mean the same).
   */
  const giveBack = (subjects: ReadonlyArray<string>, at: number) =>
    Effect.forEach(
      subjects,
      (subject) =>
        sql.onDialectOrElse({
          pg: () => sql`DELETE FROM operator_sign_in_failures WHERE ctid IN (
            SELECT ctid FROM operator_sign_in_failures WHERE subject = ${subject} AND at = ${at} LIMIT 1)`,
          orElse: () => sql`DELETE FROM operator_sign_in_failures WHERE rowid IN (
            SELECT rowid FROM operator_sign_in_failures WHERE subject = ${subject} AND at = ${at} LIMIT 1)`,
        }),
      { discard: true },
    )

  return { takeTry, giveBack }
}
