import { InvalidDatabaseUrl, Maintenance, parseDatabaseUrl, redactedDatabaseUrl } from "@svc/store"
import { Console, Effect } from "effect"
import type { BackupOptions } from "./backup-command"
import { CliFailure } from "./cli-failure"
import { operatorStore } from "./operator-store"

/** What to do instead of `svc-server backup` on PostgreSQL: its own tools make consistent copies. */
const postgresBackupAdvice = (url: string) =>
  [
    `svc-server backup copies SQLite files; ${url} is a PostgreSQL database: back it up with PostgreSQL's own tools, also while svc runs:`,
    `  pg_dump --format=custom --file=svc-$(date +%F).dump "$SVC_DATABASE_URL"`,
    `Restore into an empty database with pg_restore --dbname=<url> svc-….dump, and start svc with the same SVC_KEY_SECRET (see docs/operations.md, "Runbook: two shapes").`,
  ].join("\n")

/** `svc-server backup`: VACUUM INTO a new file on SQLite; on PostgreSQL, what to run instead. */
export const backup = (options: BackupOptions) =>
  Effect.gen(function* () {
    const location = parseDatabaseUrl(options.db)
    if (!(location instanceof InvalidDatabaseUrl) && location.dialect === "pg")
      return yield* new CliFailure({ message: postgresBackupAdvice(redactedDatabaseUrl(location)) })
    yield* Effect.gen(function* () {
      const maintenance = yield* Maintenance
      yield* maintenance.backup(options.to)
      yield* Console.log(`Backed up ${options.db} to ${options.to}.`)
    }).pipe(Effect.provide(operatorStore(options.db)))
  })
