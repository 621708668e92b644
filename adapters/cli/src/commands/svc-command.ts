import { Command } from "@effect/cli"
import type { Mode } from "../settings"
import { auditCommand } from "./audit-command"
import { keyCommand } from "./key-command"
import { resultCommand } from "./result-command"

/** `svc` and its commands. */
export const svcCommand = (mode: Mode) =>
  Command.make("svc").pipe(
    Command.withDescription(
      "svc audits web pages for search engines and AI search: scores, findings with fixes, a PDF. Without SVC_API_URL it runs embedded in this process; with it, on that server (key in SVC_API_KEY, never an argument). svc <command> --help tells more; svc --version prints the version.",
    ),
    Command.withSubcommands([auditCommand(mode), resultCommand, keyCommand]),
  )
