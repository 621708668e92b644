import * as Migrator from "@effect/sql/Migrator"
import * as SqlClient from "@effect/sql/SqlClient"
import { Effect, Schema } from "effect"
import { SchemaTooNew, StoreFailure } from "../errors"
import { orStoreFailure } from "../sql-failure"
import { rowsOf } from "../sql-rows"
import { LATEST_MIGRATION, MIGRATIONS_TABLE, runMigrations } from "./migrations"

/** What a migration did: the migrations it ran (none when the schema was current) and the version now. */
export interface MigrationOutcome {
  readonly applied: ReadonlyArray<string>
  readonly version: number
}

const MigrationRow = Schema.Struct({ latest: Schema.NullOr(Schema.Number) })

/** Refuses a database that a newer build migrated: this one would misread it. */
const checkSchemaVersion = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const [row] = yield* rowsOf(MigrationRow)(
    sql`SELECT max(migration_id) AS latest FROM ${sql(MIGRATIONS_TABLE)}`,
  )
  const found = row?.latest ?? 0
  if (found > LATEST_MIGRATION) return yield* new SchemaTooNew({ found, known: LATEST_MIGRATION })
})

/**
 * Runs the migrations the database behind the SqlClient needs, and nothing else: the schema is then
 * at the newest version this build knows. A database migrated by a newer build is refused.
 */
export const migrateSchema = Effect.gen(function* () {
  const ran = yield* orStoreFailure(
    Effect.mapError(runMigrations, (error) =>
      error instanceof Migrator.MigrationError
        ? new StoreFailure({ message: `Migrating the database failed: ${error.message}`, cause: error })
        : error,
    ),
  )
  yield* orStoreFailure(checkSchemaVersion)
  return {
    applied: ran.map(([id, name]) => `${id}_${name}`),
    version: LATEST_MIGRATION,
  } satisfies MigrationOutcome
})
