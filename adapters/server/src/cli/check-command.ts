import { Command } from "@effect/cli"
import { InvalidDatabaseUrl, integrityCheck, parseDatabaseUrl } from "@svc/store"
import { Console, Effect } from "effect"
import { CliFailure } from "./cli-failure"
import { dbOption } from "./shared-options"

/** `svc-server check --db FILE`: SQLite's full integrity check, every problem listed. */
export const checkCommand = Command.make("check", { db: dbOption }, (options) =>
  Effect.gen(function* () {
    const location = parseDatabaseUrl(options.db)
    if (location instanceof InvalidDatabaseUrl) return yield* location
    if (location.dialect === "pg")
      return yield* new CliFailure({
        message:
          "check reads SQLite files; PostgreSQL checks its own pages (data checksums, pg_amcheck). See docs/operations.md.",
      })
    const problems = yield* integrityCheck(location.filename)
    if (problems.length === 0) return yield* Console.log(`${options.db}: ok (PRAGMA integrity_check)`)
    yield* Console.log(problems.join("\n"))
    return yield* new CliFailure({
      message: `${options.db} is corrupt: ${problems.length} problem${problems.length === 1 ? "" : "s"} found (listed above). Restore the latest backup (made with \`svc-server backup\`) in its place.`,
    })
  }),
).pipe(
  Command.withDescription(
    "Check the whole database file (SQLite PRAGMA integrity_check), also while the server runs: exit 0 when sound, 1 with the problems found. `serve` and the other commands run the quicker quick_check at start and refuse a corrupt file.",
  ),
)
