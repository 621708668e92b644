import * as SqlClient from "@effect/sql/SqlClient"
import { Effect, Option, Schema } from "effect"
import type { DatabaseCorrupt } from "./errors"
import { StoreFailure } from "./errors"
import { orStoreFailure } from "./sql-failure"
import { readerOrClient } from "./sql-reader"
import { rowsOf } from "./sql-rows"
import { SqliteClient } from "./sqlite/sqlite-client"

/** Whether the store can serve: what `/healthz` asks. */
export interface StoreHealth {
  /**
   * A cheap read on the reading connection and a write on the writing one (SQLite: the schema's user
   * version rewritten with its own value); on SQLite also that the path still names the opened file.
   */
  readonly probe: Effect.Effect<void, StoreFailure>
  /** Fails when a statement found the file corrupt; never completes otherwise. */
  readonly broken: Effect.Effect<never, DatabaseCorrupt>
}

const VersionRow = Schema.Struct({ userVersion: Schema.Number })

export const makeStoreHealth = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const reader = yield* readerOrClient
  const sqlite = yield* Effect.serviceOption(SqliteClient)

  const write = sql.onDialectOrElse({
    sqlite: () =>
      Effect.flatMap(rowsOf(VersionRow)(sql.unsafe("PRAGMA user_version")), ([row]) =>
        sql.unsafe(`PRAGMA user_version = ${row?.userVersion ?? 0}`),
      ),
    orElse: () => sql`SELECT 1`,
  })
  const samePath = Option.match(sqlite, {
    onNone: () => Effect.void,
    onSome: (client) =>
      Effect.flatMap(client.stillAtPath, (same) =>
        same
          ? Effect.void
          : new StoreFailure({
              message: `The database file ${client.config.filename} was removed or replaced while the server runs: what it writes now is lost when it stops. Put the file back, or restart the server on the file now there.`,
            }),
      ),
  })

  return {
    probe: orStoreFailure(
      Effect.zipRight(
        Effect.zipRight(reader`SELECT count(*) AS settings FROM store_settings`, write),
        samePath,
      ),
    ),
    broken: Option.match(sqlite, { onNone: () => Effect.never, onSome: (client) => client.broken }),
  } satisfies StoreHealth
})
