import type * as SqlClient from "@effect/sql/SqlClient"
import { Layer } from "effect"
import { type DatabaseLocation, redactedDatabaseUrl } from "./database-url"
import { DatabaseCorrupt, DatabaseUnwritable, StoreFailure } from "./errors"
import * as PgStoreClient from "./postgres/pg-client"
import * as SqliteClient from "./sqlite/sqlite-client"

/** How the database's connections are opened, beside its location. */
export interface DatabaseClientConfig {
  readonly sqlite?: Omit<SqliteClient.SqliteClientConfig, "filename"> | undefined
  readonly pg?: Omit<PgStoreClient.PgStoreClientConfig, "url"> | undefined
}

/** The SqlClient of an SQLite file, failing with the store's errors. */
const sqliteClient = (config: SqliteClient.SqliteClientConfig) =>
  Layer.catchAll(SqliteClient.layer(config), (error) =>
    Layer.fail(
      error instanceof DatabaseCorrupt || error instanceof DatabaseUnwritable
        ? error
        : new StoreFailure({ message: error.message, cause: error }),
    ),
  )

/** The SqlClient of a PostgreSQL database; an unreachable server fails with `StoreFailure` saying which. */
const pgClient = (config: PgStoreClient.PgStoreClientConfig) =>
  Layer.catchAll(PgStoreClient.layer(config), (error) =>
    Layer.fail(
      new StoreFailure({
        // The driver's reason (refused, unknown host, bad password), not the client's wrapper.
        message: `Cannot reach the PostgreSQL database ${redactedDatabaseUrl({ dialect: "pg", url: config.url })}: ${error.cause instanceof Error ? error.cause.message : error.message}`,
      }),
    ),
  )

/**
 * The connections to the database at `location`: the SqlClient of an SQLite file (with its
 * `SqliteClient` and `SqlReader` beside it) or of a PostgreSQL pool (with its `PgClient`).
 */
export const databaseClient = (
  location: DatabaseLocation,
  config: DatabaseClientConfig = {},
): Layer.Layer<SqlClient.SqlClient, StoreFailure | DatabaseCorrupt | DatabaseUnwritable> =>
  location.dialect === "pg"
    ? pgClient({ ...config.pg, url: location.url })
    : sqliteClient({ ...config.sqlite, filename: location.filename })

/** How the location is named in the store's logs (a PostgreSQL URL without its password). */
export const databaseLogName = (location: DatabaseLocation): string =>
  location.dialect === "pg" ? redactedDatabaseUrl(location) : location.filename
