import { Command } from "@effect/cli"
import { InvalidDatabaseUrl, migrate, parseDatabaseUrl, redactedDatabaseUrl } from "@svc/store"
import { Console, Effect } from "effect"
import { dbOption } from "./shared-options"

/** `svc-server migrate --database URL`: the schema migrations alone, and the version they leave. */
export const migrateCommand = Command.make("migrate", { db: dbOption }, (options) =>
  Effect.gen(function* () {
    const location = parseDatabaseUrl(options.db)
    if (location instanceof InvalidDatabaseUrl) return yield* location
    const outcome = yield* migrate(location)
    const where = redactedDatabaseUrl(location)
    yield* Console.log(
      outcome.applied.length === 0
        ? `${where}: schema version ${outcome.version}, current; nothing to migrate.`
        : `${where}: migrated to schema version ${outcome.version} (${outcome.applied.join(", ")}).`,
    )
  }),
).pipe(
  Command.withDescription(
    "Run the database's schema migrations and nothing else, then print its schema version. `serve` and the other commands migrate too; with several processes on one PostgreSQL database, run this once before upgrading them.",
  ),
)
