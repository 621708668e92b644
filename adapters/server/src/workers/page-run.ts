import type { PageFailure } from "@svc/contract"
import { type LeasedPage, PAGE_TIMEOUT_MS, type PageQueue, type PageRef } from "@svc/store"
import { Clock, Duration, Effect, Schedule } from "effect"
import type { PageAudit, PageOutcome } from "./page-audit"

const timeoutFailure: PageFailure = {
  code: "timeout",
  error: `The page audit did not finish within ${PAGE_TIMEOUT_MS / 60_000} minutes.`,
}

/** Recording an outcome is retried through short faults of the store before the lease is left to expire. */
const recordRetries = Schedule.intersect(Schedule.exponential("200 millis"), Schedule.recurs(5))

const refOf = (page: LeasedPage): PageRef => ({ auditId: page.auditId, index: page.index })

/**
 * One worker's run of a leased page: the audit within what is left of the page's 15 minutes, the
 * lease renewed every third of `leaseMs` meanwhile, then the outcome recorded — only while the worker
 * still holds the lease. Interrupted (the server stopping), the page goes back to the queue.
 */
export const makePageRun = (queue: PageQueue, leaseMs: number) => {
  const renewEveryMs = Math.floor(leaseMs / 3)

  /** Renews the lease until it is lost; faults of the store are waited out, not fatal. */
  const keepLease = (owner: string, ref: PageRef) =>
    Effect.sleep(renewEveryMs).pipe(
      Effect.zipRight(
        queue
          .renew(owner, ref, leaseMs)
          .pipe(
            Effect.catchTag("StoreFailure", (failure) =>
              Effect.logWarning("lease renewal failed").pipe(Effect.annotateLogs({ error: failure.message })),
            ),
          ),
      ),
      Effect.forever,
    )

  const record = (owner: string, page: LeasedPage, outcome: PageOutcome) => {
    const write =
      outcome._tag === "Done"
        ? queue.complete(owner, page, outcome.result)
        : queue.fail(owner, page, outcome.failure)
    return write.pipe(
      Effect.retry({ schedule: recordRetries, while: (error) => error._tag === "StoreFailure" }),
      Effect.zipRight(
        Effect.logInfo(outcome._tag === "Done" ? "page done" : "page failed").pipe(
          Effect.annotateLogs({
            auditId: page.auditId,
            page: page.index,
            attempt: page.attempt,
            ...(outcome._tag === "Failed" ? { code: outcome.failure.code } : {}),
          }),
        ),
      ),
    )
  }

  const runPage = (owner: string, auditPage: PageAudit, page: LeasedPage) =>
    Effect.gen(function* () {
      const now = yield* Clock.currentTimeMillis
      const budget = Duration.millis(Math.max(0, page.startedAt + PAGE_TIMEOUT_MS - now))
      const audit = auditPage(page).pipe(
        Effect.timeoutTo({
          duration: budget,
          onSuccess: (outcome): PageOutcome => outcome,
          onTimeout: (): PageOutcome => ({ _tag: "Failed", failure: timeoutFailure }),
        }),
      )
      const outcome = yield* Effect.raceFirst(audit, keepLease(owner, refOf(page)))
      yield* Effect.uninterruptible(record(owner, page, outcome))
    }).pipe(
      Effect.catchAll((error) =>
        Effect.logWarning(
          error._tag === "LeaseLost" ? "lease lost; the page is another worker's now" : "page not recorded",
        ).pipe(Effect.annotateLogs({ auditId: page.auditId, page: page.index, error: error.message })),
      ),
      Effect.onInterrupt(() =>
        queue
          .release(owner, refOf(page))
          .pipe(
            Effect.zipRight(
              Effect.logInfo("page released").pipe(
                Effect.annotateLogs({ auditId: page.auditId, page: page.index }),
              ),
            ),
            Effect.ignore,
          ),
      ),
    )

  return runPage
}
