import { Args, Command, Options } from "@effect/cli"
import { PageQueue, type PageRef } from "@svc/store"
import { Config, Console, Effect } from "effect"
import { dbOption, operatorStore } from "./shared-options"

const audit = Args.text({ name: "audit" }).pipe(Args.withDescription("The audit's id."))
const index = Args.integer({ name: "page" }).pipe(
  Args.withDescription("The page's 0-based index in the audit."),
)
const operator = Options.text("operator").pipe(
  Options.withFallbackConfig(Config.string("USER")),
  Options.withDefault("svc-server"),
  Options.withDescription("Who acts, as the audit log names them (default: $USER)."),
)

/** A queue command: the store operation on one page, and the sentence saying what it did. */
const pageCommand = (
  name: "cancel" | "retry",
  description: string,
  done: (ref: PageRef & { readonly url: string }) => string,
) =>
  Command.make(name, { db: dbOption, operator, audit, index }, (options) =>
    Effect.gen(function* () {
      const queue = yield* PageQueue
      const ref = { auditId: options.audit, index: options.index }
      const operation = name === "cancel" ? queue.cancelPage : queue.retryPage
      const page = yield* operation(ref, options.operator)
      yield* Console.log(done(page))
    }).pipe(Effect.provide(operatorStore(options.db))),
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
