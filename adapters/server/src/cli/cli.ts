import { Command } from "@effect/cli"
import { wrapLongLines } from "@svc/contract"
import { SVC_VERSION } from "@svc/core/version"
import { Console, type Effect } from "effect"
import { backupCommand } from "./backup-command"
import { checkCommand } from "./check-command"
import { keysCommand } from "./keys-command"
import { migrateCommand } from "./migrate-command"
import { operatorsCommand } from "./operators-command"
import { queueCommand } from "./queue-command"
import { serveCommand } from "./serve-command"
import { workCommand } from "./work-command"

const root = Command.make("svc-server").pipe(
  Command.withDescription("The svc HTTP API server and its operator commands."),
  Command.withSubcommands([
    serveCommand,
    workCommand,
    keysCommand,
    operatorsCommand,
    queueCommand,
    migrateCommand,
    backupCommand,
    checkCommand,
  ]),
)

const run = Command.run(root, { name: "svc-server", version: SVC_VERSION })

/**
 * Help within 100 columns: @effect/cli prints each subcommand's whole usage on one line (400 columns
 * for `serve`) and never breaks a description, so what it logs for `--help` is wrapped.
 */
const withHelpWrapped = <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
  Console.consoleWith((base) =>
    Console.withConsole(effect, {
      ...base,
      log: (...args) => base.log(...args.map((arg) => (typeof arg === "string" ? wrapLongLines(arg) : arg))),
    }),
  )

/** Runs `svc-server` on the process arguments (`process.argv`, executable and script first). */
export const runCli = (args: ReadonlyArray<string>) =>
  args.slice(2).some((arg) => arg === "--help" || arg === "-h") ? withHelpWrapped(run(args)) : run(args)
