import { SqlError } from "@effect/sql/SqlError"

/**
 * The SQLite result code an error carries (`SQLITE_CORRUPT`, `SQLITE_READONLY`, `SQLITE_FULL`, …):
 * node-sqlite3 sets it as `code`; an SqlError or a StoreFailure carries that error as its cause.
 */
export const sqliteCodeOf = (error: unknown): string | undefined => {
  for (
    let current = error, depth = 0;
    typeof current === "object" && current !== null && depth < 5;
    depth++
  ) {
    if ("code" in current && typeof current.code === "string" && current.code.startsWith("SQLITE_"))
      return current.code
    current = "cause" in current ? current.cause : undefined
  }
  return undefined
}

/**
 * Codes that say the file itself is broken: no retry helps, and serving on would answer from (or
 * write into) a damaged database.
 */
const BROKEN_FILE_CODES = new Set(["SQLITE_CORRUPT", "SQLITE_NOTADB"])

export const meansBrokenFile = (error: unknown): boolean => BROKEN_FILE_CODES.has(sqliteCodeOf(error) ?? "")

/** `message`, followed by what the failed call's error said (its SQLite code first). */
export const withCause = (message: string, cause: unknown): string =>
  cause instanceof Error && cause.message !== "" ? `${message}: ${cause.message}` : message

/** An SqlError whose message names SQLite's code and message (`…: SQLITE_FULL: database or disk is full`). */
export const sqlError = (message: string) => (cause: unknown) =>
  new SqlError({ cause, message: withCause(message, cause) })
