import { Command } from "@effect/cli"
import { SERVER_VERSION } from "../version"
import { backupCommand } from "./backup-command"
import { checkCommand } from "./check-command"
import { keysCommand } from "./keys-command"
import { migrateCommand } from "./migrate-command"
import { operatorsCommand } from "./operators-command"
import { serveCommand } from "./serve-command"
import { workCommand } from "./work-command"

const root = Command.make("svc-server").pipe(
  Command.withDescription("The svc HTTP API server and its operator commands."),
  Command.withSubcommands([
    serveCommand,
    workCommand,
    keysCommand,
    operatorsCommand,
    migrateCommand,
    backupCommand,
    checkCommand,
  ]),
)

/** Runs `svc-server` on the process arguments (`process.argv`, executable and script first). */
export const runCli = Command.run(root, { name: "svc-server", version: SERVER_VERSION })
