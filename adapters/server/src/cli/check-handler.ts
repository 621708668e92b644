import { InvalidDatabaseUrl, integrityCheck, parseDatabaseUrl } from "@svc/store"
import { Console, Effect } from "effect"
import { CliFailure } from "./cli-failure"

/** `svc-server check`: PRAGMA integrity_check on the SQLite file `db`, every problem printed. */
export const check = (db: string) =>
  Effect.gen(function* () {
    const location = parseDatabaseUrl(db)
    if (location instanceof InvalidDatabaseUrl) return yield* location
    if (location.dialect === "pg")
      return yield* new CliFailure({
        message:
          "check reads SQLite files; PostgreSQL checks its own pages (data checksums, pg_amcheck). See docs/operations.md.",
      })
    const problems = yield* integrityCheck(location.filename)
    if (problems.length === 0) return yield* Console.log(`${db}: ok (PRAGMA integrity_check)`)
    yield* Console.log(problems.join("\n"))
    return yield* new CliFailure({
      message: `${db} is corrupt: ${problems.length} problem${problems.length === 1 ? "" : "s"} found (listed above). Restore the latest backup (made with \`svc-server backup\`) in its place.`,
    })
  })
