import { InvalidDatabaseUrl, parseDatabaseUrl } from "@svc/store"
import { Effect } from "effect"
import { workerProcessLayer } from "../server"
import { CliFailure } from "./cli-failure"
import { runProcess } from "./run-process"
import type { WorkerOptionValues } from "./worker-options"

/** `svc-server work`: refused on SQLite or without workers; else the workers until SIGTERM or SIGINT. */
export const work = (options: WorkerOptionValues) =>
  Effect.gen(function* () {
    const location = parseDatabaseUrl(options.db)
    if (location instanceof InvalidDatabaseUrl) return yield* location
    // A process starting on SQLite takes back every running page (one process serves a file), which
    // would take the pages of the `serve` process beside it.
    if (location.dialect === "sqlite")
      return yield* new CliFailure({
        message:
          "work runs beside serve processes on a shared PostgreSQL database (--database postgres://…); on an SQLite file, serve runs the workers itself (--workers).",
      })
    if (options.workers < 1)
      return yield* new CliFailure({ message: "--workers (SVC_WORKERS) must be at least 1 for work." })
    return yield* runProcess(
      options,
      { port: 0, host: "127.0.0.1", baseUrl: undefined, ruleDocsUrl: undefined, trustProxy: false },
      workerProcessLayer,
    )
  })
