import { Command } from "@effect/cli"
import { handledIn } from "./handled-in"
import { workerOptions } from "./worker-options"

/**
 * `svc-server work --database postgres://…`: N workers and no HTTP, beside any number of `serve`
 * processes on one PostgreSQL database, until SIGTERM or SIGINT.
 */
export const workCommand = Command.make("work", workerOptions, (options) =>
  handledIn(
    () => import("./work-handler"),
    ({ work }) => work(options),
  ),
).pipe(
  Command.withDescription(
    "Audit queued pages with N workers and no HTTP API, beside `serve` processes on one PostgreSQL database, until SIGTERM.",
  ),
)
