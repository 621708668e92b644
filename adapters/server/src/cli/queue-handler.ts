import { PageQueue } from "@svc/store"
import { Console, Effect } from "effect"
import { operatorStore } from "./operator-store"
import type { PageActionDone, PageActionOptions } from "./queue-command"

/** `svc-server queue cancel|retry`: the page cancelled or queued again, in the audit log, and said. */
export const actOnPage = (name: "cancel" | "retry", options: PageActionOptions, done: PageActionDone) =>
  Effect.gen(function* () {
    const queue = yield* PageQueue
    const ref = { auditId: options.audit, index: options.index }
    const operation = name === "cancel" ? queue.cancelPage : queue.retryPage
    const page = yield* operation(ref, options.operator)
    yield* Console.log(done(page))
  }).pipe(Effect.provide(operatorStore(options.db)))
