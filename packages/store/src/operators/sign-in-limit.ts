import type * as SqlClient from "@effect/sql/SqlClient"
import { Clock, Effect, Schema } from "effect"
import type { CoordinationShape } from "../coordination/coordination"
import { rowsOf } from "../sql-rows"

/** Wrong sign-ins per address, and per operator, within `SIGN_IN_WINDOW_MS` before further tries are refused. */
export const MAX_SIGN_IN_FAILURES = 5

/** The sliding window of wrong sign-ins. */
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000

const FailureRow = Schema.Struct({ at: Schema.Number })

/** Subjects this process remembers as refused; past it the oldest remembered go first. */
const REMEMBERED_REFUSALS = 10_000

/**
 * The limit of wrong sign-ins, kept in the database (`operator_sign_in_failures`) so that every
 * server process on it agrees. A refusal is also remembered in this process until it ends: nothing
 * but time lifts it (failures are only ever added, or given back by a right sign-in that a refused
 * subject cannot make), so the rest of a burst is refused without a statement, and the database
 * answers everyone else meanwhile.
 */
export const makeSignInLimit = (sql: SqlClient.SqlClient, coordination: CoordinationShape) => {
  const refusedUntil = new Map<string, number>()

  /** Whole seconds (at least 1) until every remembered refusal of `subjects` ends; 0 when none holds. */
  const rememberedRefusal = (subjects: ReadonlyArray<string>, now: number) => {
    let until = 0
    for (const subject of subjects) {
      const end = refusedUntil.get(subject)
      if (end === undefined) continue
      if (end <= now) refusedUntil.delete(subject)
      else until = Math.max(until, end)
    }
    return until === 0 ? 0 : Math.max(1, Math.ceil((until - now) / 1000))
  }

  const remember = (subject: string, end: number) => {
    refusedUntil.delete(subject)
    refusedUntil.set(subject, end)
    for (const oldest of refusedUntil.keys()) {
      if (refusedUntil.size <= REMEMBERED_REFUSALS) break
      refusedUntil.delete(oldest)
    }
  }

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
   * One transaction judges and takes, one after another: it holds the failures table's lock
   * (`Coordination.lockTable`) until it commits.
   */
  const takeTry = (subjects: ReadonlyArray<string>) =>
    Effect.flatMap(Clock.currentTimeMillis, (now) => {
      const remembered = rememberedRefusal(subjects, now)
      return remembered > 0
        ? Effect.succeed({ retryAfter: remembered, at: now })
        : takeTryFromDatabase(subjects)
    })

  const takeTryFromDatabase = (subjects: ReadonlyArray<string>) =>
    sql.withTransaction(
      Effect.gen(function* () {
        yield* coordination.lockTable("operator_sign_in_failures")
        const now = yield* Clock.currentTimeMillis
        const waits = yield* Effect.forEach(subjects, (subject) => refusedFor(subject, now))
        waits.forEach((wait, index) => {
          const subject = subjects[index]
          if (wait > 0 && subject !== undefined) remember(subject, now + wait * 1000)
        })
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
