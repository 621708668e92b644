import { type AuditorService, pageFailureOf } from "@svc/audit"
import { type PageFailure, Result } from "@svc/contract"
import type { LeasedPage } from "@svc/store"
import { Cause, Effect, Schema } from "effect"
import { decodePrefetched } from "../audits/prefetched"

/** How a page audit ended. */
export type PageOutcome =
  | { readonly _tag: "Done"; readonly result: Result }
  | { readonly _tag: "Failed"; readonly failure: PageFailure }

const validateResult = Schema.validate(Result)

const INTERNAL: PageFailure = {
  code: "internal",
  error: "The audit of this page failed because of a fault of svc.",
}

/**
 * Audits one leased page with a worker's auditor: the response the start call fetched (or, without
 * one, a fresh fetch), its site files and Lighthouse (when the auditor measures) beside it, then
 * rules and scores. Never fails: a page that cannot be audited ends `Failed` with the reason of
 * decision 13, a fault of svc with `internal`.
 */
export const pageAuditWith =
  (auditor: AuditorService) =>
  (page: LeasedPage): Effect.Effect<PageOutcome> => {
    const prefetched = decodePrefetched(page.prefetched)
    if (prefetched?._tag === "Failure") return Effect.succeed({ _tag: "Failed", failure: prefetched.failure })
    const fetched =
      prefetched?._tag === "Page" ? Effect.succeed(prefetched.page) : auditor.fetchPage(page.url)
    return fetched.pipe(
      Effect.flatMap((snapshot) =>
        auditor.auditPage(snapshot, {
          // A suggested phrase is derived again from the same page; only the caller's is passed on.
          query: page.query.source === "input" ? page.query.primary : undefined,
          locale: page.locale,
        }),
      ),
      Effect.map((result): PageOutcome => ({ _tag: "Done", result })),
      Effect.catchAll((error) =>
        Effect.succeed<PageOutcome>({ _tag: "Failed", failure: pageFailureOf(error) }),
      ),
      // What is stored is served as it is (audit-reader.ts): only a result of the contract's shape goes in.
      Effect.tap((outcome) =>
        outcome._tag === "Done" ? Effect.orDie(validateResult(outcome.result)) : Effect.void,
      ),
      Effect.catchAllDefect((defect) =>
        Effect.as(
          Effect.logError("page audit failed").pipe(
            Effect.annotateLogs({ auditId: page.auditId, page: page.index }),
            Effect.annotateLogs("cause", Cause.pretty(Cause.die(defect))),
          ),
          { _tag: "Failed", failure: INTERNAL } as const,
        ),
      ),
    )
  }

export type PageAudit = ReturnType<typeof pageAuditWith>
