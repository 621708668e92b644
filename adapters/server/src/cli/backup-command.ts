import { Command, Options } from "@effect/cli"
import { AuditStore } from "@svc/store"
import { Console, Effect } from "effect"
import { dbOption, operatorStore } from "./shared-options"

/** `svc-server backup --to FILE`: a consistent copy of the database, safe while the server runs. */
export const backupCommand = Command.make(
  "backup",
  {
    db: dbOption,
    to: Options.text("to").pipe(
      Options.withDescription("The new file to write the copy to; it must not exist."),
    ),
  },
  (options) =>
    Effect.gen(function* () {
      const store = yield* AuditStore
      // On PostgreSQL the store refuses, naming pg_dump.
      yield* store.backup(options.to)
      yield* Console.log(`Backed up ${options.db} to ${options.to}.`)
    }).pipe(Effect.provide(operatorStore(options.db))),
).pipe(
  Command.withDescription(
    "Copy an SQLite database to a new file (VACUUM INTO), also while the server runs. On PostgreSQL use pg_dump instead.",
  ),
)
