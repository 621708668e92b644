import { Schema } from "effect"

/** Where the store lives: an SQLite file (or `:memory:`), or a PostgreSQL database. */
export type DatabaseLocation =
  | { readonly dialect: "sqlite"; readonly filename: string }
  | { readonly dialect: "pg"; readonly url: string }

/** The database URL names no database svc can open (an unknown scheme, an empty value). */
export class InvalidDatabaseUrl extends Schema.TaggedError<InvalidDatabaseUrl>()("InvalidDatabaseUrl", {
  given: Schema.String,
  reason: Schema.String,
}) {
  override get message(): string {
    return `The database "${this.given}" cannot be used: ${this.reason}. Give an SQLite file path (or sqlite:path), or postgres://user:password@host:port/database.`
  }
}

const POSTGRES_SCHEME = /^postgres(ql)?:\/\//i
const SQLITE_SCHEME = /^sqlite:(\/\/)?/i
const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i

/**
 * Reads a database URL: `postgres://…` or `postgresql://…` is PostgreSQL; `sqlite:path`,
 * `sqlite://path` or a plain file path (`:memory:` too) is SQLite. Any other `scheme://` is refused.
 */
export const parseDatabaseUrl = (given: string): DatabaseLocation | InvalidDatabaseUrl => {
  const value = given.trim()
  if (value === "") return new InvalidDatabaseUrl({ given, reason: "it is empty" })
  if (POSTGRES_SCHEME.test(value)) return { dialect: "pg", url: value }
  if (SQLITE_SCHEME.test(value)) {
    const filename = value.replace(SQLITE_SCHEME, "")
    return filename === ""
      ? new InvalidDatabaseUrl({ given, reason: "it names no file" })
      : { dialect: "sqlite", filename }
  }
  if (ANY_SCHEME.test(value))
    return new InvalidDatabaseUrl({ given, reason: `${value.split(":")[0]} databases are not supported` })
  return { dialect: "sqlite", filename: value }
}

/** The URL with its password replaced by `***`, for messages and logs. */
export const redactedDatabaseUrl = (location: DatabaseLocation): string =>
  location.dialect === "sqlite" ? location.filename : location.url.replace(/(\/\/[^:/@]*):[^@/]*@/, "$1:***@")
