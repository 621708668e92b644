import { Command } from "@effect/cli"
import { handledIn } from "./handled-in"
import { dbOption } from "./shared-options"

/** `svc-server check --db FILE`: SQLite's full integrity check, every problem listed. */
export const checkCommand = Command.make("check", { db: dbOption }, ({ db }) =>
  handledIn(
    () => import("./check-handler"),
    ({ check }) => check(db),
  ),
).pipe(
  Command.withDescription(
    "Check the whole database file (SQLite PRAGMA integrity_check), also while the server runs: exit 0 when sound, 1 with the problems found. `serve` and the other commands run the quicker quick_check at start and refuse a corrupt file.",
  ),
)
