import { statSync } from "node:fs"
import type { SqlError } from "@effect/sql/SqlError"
import { Effect } from "effect"
import { DatabaseCorrupt, DatabaseUnwritable } from "../errors"
import { meansBrokenFile, sqlError, sqliteCodeOf, withCause } from "./sqlite-code"
import type { SqliteDatabase } from "./sqlite-database"

// What the client checks of the file it opens: what was there, that it is sound, that it can be
// written, and later that the path still names it.

/** The file's device and inode, or undefined when there is none (yet) at the path. */
export const identityOf = (filename: string): string | undefined => {
  try {
    const stats = statSync(filename)
    return `${stats.dev}:${stats.ino}`
  } catch {
    return undefined
  }
}

/** What was at the path before it was opened: SQLite quietly makes a new database of a missing or empty file. */
export const fileStateOf = (filename: string): "missing" | "empty" | "present" => {
  try {
    return statSync(filename).size === 0 ? "empty" : "present"
  } catch {
    return "missing"
  }
}

/** The rows of `PRAGMA quick_check` or `integrity_check` that are not "ok": the problems found. */
export const problemsOf = (rows: ReadonlyArray<object>): ReadonlyArray<string> =>
  rows.map((row) => String(Object.values(row)[0])).filter((line) => line !== "ok")

/**
 * `PRAGMA quick_check` (every page read, the b-trees and records checked, not the indexes against
 * their tables): a corrupt file is refused before anything reads from it or writes into it.
 */
export const quickCheck = (database: SqliteDatabase, filename: string) =>
  Effect.tryPromise({
    try: () => database.allUnprepared("PRAGMA quick_check", []),
    catch: (cause) => cause,
  }).pipe(
    Effect.matchEffect({
      onFailure: (cause): Effect.Effect<void, DatabaseCorrupt | SqlError> =>
        meansBrokenFile(cause)
          ? Effect.fail(new DatabaseCorrupt({ filename, problems: [withCause("quick_check", cause)] }))
          : Effect.fail(sqlError("Failed to check the database with PRAGMA quick_check")(cause)),
      onSuccess: (rows): Effect.Effect<void, DatabaseCorrupt | SqlError> => {
        const problems = problemsOf(rows)
        return problems.length === 0 ? Effect.void : Effect.fail(new DatabaseCorrupt({ filename, problems }))
      },
    }),
  )

/** Another connection held the write lock past the busy timeout: the file itself can be written. */
const LOCKED_CODES = new Set(["SQLITE_BUSY", "SQLITE_LOCKED"])

/**
 * Rewrites the schema's user version (unused by the migrations) with its own value inside a
 * transaction it rolls back: SQLite refuses the write of a file it can only read (a read-only file,
 * or one on a read-only disk), which is named at start, not at the first audit. Nothing is
 * committed, so other connections see no change.
 */
export const writeProbe = (database: SqliteDatabase, filename: string) =>
  Effect.tryPromise({
    try: async () => {
      await database.allUnprepared("BEGIN IMMEDIATE", [])
      try {
        const [row] = await database.allUnprepared("PRAGMA user_version", [])
        const version = Number(row === undefined ? 0 : Object.values(row)[0])
        await database.allUnprepared(`PRAGMA user_version = ${version}`, [])
      } finally {
        await database.allUnprepared("ROLLBACK", []).catch(() => undefined)
      }
    },
    catch: (cause) =>
      LOCKED_CODES.has(sqliteCodeOf(cause) ?? "")
        ? sqlError("Failed to write to the database")(cause)
        : new DatabaseUnwritable({ filename, reason: withCause("a test write failed", cause) }),
  })

export const announceNewDatabase = (filename: string, before: "missing" | "empty" | "present") => {
  if (before === "missing")
    return Effect.logInfo(`no database at ${filename}: created a new, empty one`).pipe(
      Effect.annotateLogs({ db: filename }),
    )
  if (before === "empty")
    return Effect.logWarning(
      `the database file ${filename} was empty (0 bytes): created a new, empty database in it`,
    ).pipe(Effect.annotateLogs({ db: filename }))
  return Effect.void
}
