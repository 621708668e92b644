import type * as SqlClient from "@effect/sql/SqlClient"
import type { SqlError } from "@effect/sql/SqlError"
import * as PgClient from "@effect/sql-pg/PgClient"
import { Duration, type Layer, Redacted, String as Str } from "effect"
import Pg from "pg"

/** How the PostgreSQL pool is opened. */
export interface PgStoreClientConfig {
  /** `postgres://user:password@host:port/database` (a Unix socket folder as `?host=/path`). */
  readonly url: string
  /** Connections this process keeps at most; 10 by default. */
  readonly maxConnections?: number | undefined
  /** How long opening a connection may take before the store reports the database unreachable. */
  readonly connectTimeoutMs?: number | undefined
}

const INT8_OID = 20
const DEFAULT_CONNECT_TIMEOUT_MS = 5_000

/**
 * Times and counts are BIGINT: node-postgres answers them as strings by default. Epoch milliseconds
 * and row counts stay far below 2^53, so they are read as numbers, as SQLite gives them.
 */
const types: Pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === INT8_OID && format !== "binary"
      ? (value: string) => Number(value)
      : Pg.types.getTypeParser(oid, format)) as Pg.CustomTypesConfig["getTypeParser"],
}

/**
 * How the connections name themselves in `pg_stat_activity`: the URL's `application_name` (so an
 * operator can tell processes apart), else `svc`.
 */
const applicationNameOf = (url: string): string => {
  try {
    return new URL(url).searchParams.get("application_name") || "svc"
  } catch {
    return "svc"
  }
}

/**
 * The SqlClient of a PostgreSQL database: a pool of connections (each transaction holds one), names
 * camelCase in TypeScript and snake_case in SQL as on SQLite.
 */
export const layer = (
  config: PgStoreClientConfig,
): Layer.Layer<PgClient.PgClient | SqlClient.SqlClient, SqlError> =>
  PgClient.layer({
    url: Redacted.make(config.url),
    maxConnections: config.maxConnections ?? 10,
    connectTimeout: Duration.millis(config.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS),
    applicationName: applicationNameOf(config.url),
    transformQueryNames: Str.camelToSnake,
    transformResultNames: Str.snakeToCamel,
    types,
  })
