import { Command } from "@effect/cli"
import { handledIn } from "./handled-in"
import { dbOption } from "./shared-options"

/** `svc-server migrate --database URL`: the schema migrations alone, and the version they leave. */
export const migrateCommand = Command.make("migrate", { db: dbOption }, ({ db }) =>
  handledIn(
    () => import("./migrate-handler"),
    ({ migrateDatabase }) => migrateDatabase(db),
  ),
).pipe(
  Command.withDescription(
    "Run the database's schema migrations and nothing else, then print its schema version. `serve` and the other commands migrate too; with several processes on one PostgreSQL database, run this once before upgrading them.",
  ),
)
