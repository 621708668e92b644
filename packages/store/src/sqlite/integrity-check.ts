import { existsSync } from "node:fs"
import { Effect } from "effect"
import { StoreFailure } from "../errors"
import { problemsOf } from "./file-checks"
import { meansBrokenFile, withCause } from "./sqlite-code"
import { openSqliteDatabase } from "./sqlite-database"

const BUSY_TIMEOUT_MS = 5_000
/** SQLite stops listing problems after this many. */
const MAX_PROBLEMS = 1_000

/**
 * SQLite's full `PRAGMA integrity_check` of the file, opened read-only (safe while the server runs):
 * the problems it lists, none when the file is sound. A file SQLite cannot read as a database at all
 * is one problem (`SQLITE_NOTADB: file is not a database`); a missing file is a StoreFailure.
 */
export const integrityCheck = (filename: string): Effect.Effect<ReadonlyArray<string>, StoreFailure> =>
  Effect.tryPromise({
    try: async () => {
      if (!existsSync(filename)) throw new Error(`no database at ${filename}`)
      const database = await openSqliteDatabase({
        filename,
        readonly: true,
        busyTimeoutMs: BUSY_TIMEOUT_MS,
        statementCacheSize: 1,
      })
      try {
        const rows = await database.allUnprepared(`PRAGMA integrity_check(${MAX_PROBLEMS})`, [])
        return problemsOf(rows)
      } catch (error) {
        if (meansBrokenFile(error)) return [withCause("integrity_check", error)]
        throw error
      } finally {
        await database.close().catch(() => undefined)
      }
    },
    catch: (cause) =>
      new StoreFailure({ message: withCause(`Could not check the database ${filename}`, cause), cause }),
  })
