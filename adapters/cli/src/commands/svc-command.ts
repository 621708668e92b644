import { Command } from "@effect/cli"
import type { BackendSettings } from "@svc/backend"
import { auditCommand } from "./audit-command"
import { crawlCommand } from "./crawl-command"
import { keyCommand } from "./key-command"
import { resultCommand } from "./result-command"

/** `svc` and its commands. */
export const svcCommand = (mode: BackendSettings) =>
  Command.make("svc").pipe(
    Command.withDescription(
      "svc audits web pages for search engines and AI search: scores, findings with fixes, PDF and HTML reports.",
    ),
    Command.withSubcommands([auditCommand(mode), crawlCommand(mode), resultCommand(mode), keyCommand(mode)]),
  )
