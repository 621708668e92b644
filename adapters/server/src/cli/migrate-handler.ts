import { InvalidDatabaseUrl, migrate, parseDatabaseUrl, redactedDatabaseUrl } from "@svc/store"
import { Console, Effect } from "effect"

/** `svc-server migrate`: the migrations `db` lacks, and the schema version it is left at. */
export const migrateDatabase = (db: string) =>
  Effect.gen(function* () {
    const location = parseDatabaseUrl(db)
    if (location instanceof InvalidDatabaseUrl) return yield* location
    const outcome = yield* migrate(location)
    const where = redactedDatabaseUrl(location)
    yield* Console.log(
      outcome.applied.length === 0
        ? `${where}: schema version ${outcome.version}, current; nothing to migrate.`
        : `${where}: migrated to schema version ${outcome.version} (${outcome.applied.join(", ")}).`,
    )
  })
