import { Command, Options } from "@effect/cli"
import { handledIn } from "./handled-in"
import { dbOption } from "./shared-options"

const backupOptions = {
  db: dbOption,
  to: Options.text("to").pipe(
    Options.withDescription("The new file to write the copy to; it must not exist."),
  ),
}

export type BackupOptions = Command.Command.ParseConfig<typeof backupOptions>

/** `svc-server backup --to FILE`: a consistent copy of the database, safe while the server runs. */
export const backupCommand = Command.make("backup", backupOptions, (options) =>
  handledIn(
    () => import("./backup-handler"),
    ({ backup }) => backup(options),
  ),
).pipe(
  Command.withDescription(
    "Copy an SQLite database to a new file (VACUUM INTO), also while the server runs. On PostgreSQL use pg_dump instead.",
  ),
)
