import { Args, Command, Options } from "@effect/cli"
import type { PageRef } from "@svc/store"
import { Config } from "effect"
import { handledIn } from "./handled-in"
import { dbOption } from "./shared-options"

const audit = Args.text({ name: "audit" }).pipe(Args.withDescription("The audit's id."))
const index = Args.integer({ name: "page" }).pipe(
  Args.withDescription("The page's 0-based index in the audit."),
)
const operator = Options.text("operator").pipe(
  Options.withFallbackConfig(Config.string("USER")),
  Options.withDefault("svc-server"),
  Options.withDescription("Who acts, as the audit log names them (default: $USER)."),
)

const pageOptions = { db: dbOption, operator, audit, index }

export type PageActionOptions = Command.Command.ParseConfig<typeof pageOptions>

/** What a queue command did to a page, said in one sentence. */
export type PageActionDone = (page: PageRef & { readonly url: string }) => string

/** A queue command: the store operation on one page, and the sentence saying what it did. */
const pageCommand = (name: "cancel" | "retry", description: string, done: PageActionDone) =>
  Command.make(name, pageOptions, (options) =>
    handledIn(
      () => import("./queue-handler"),
      ({ actOnPage }) => actOnPage(name, options, done),
    ),
  ).pipe(Command.withDescription(description))

/** `svc-server queue cancel|retry`: the admin panel's queue actions, audited the same way. */
export const queueCommand = Command.make("queue").pipe(
  Command.withDescription("Act on pages of the queue; each action is a row of the audit log."),
  Command.withSubcommands([
    pageCommand(
      "cancel",
      "Cancel a queued page: it fails with `cancelled` and never runs.",
      (page) => `Cancelled page ${page.index} of audit ${page.auditId} (${page.url}).`,
    ),
    pageCommand(
      "retry",
      "Queue a failed page again; its audit is complete again once it finishes.",
      (page) => `Queued page ${page.index} of audit ${page.auditId} (${page.url}) again.`,
    ),
  ]),
)
