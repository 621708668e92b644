import type { AuditBackendService, AuditState, BackendFailure, CrawlProgress, CrawlStart } from "@svc/backend"
import { type Locale, type Result, Unauthorized, Unavailable } from "@svc/contract"
import { Effect } from "effect"
import { PageFailed, type ToolFailure } from "./tool-failure"

/** What a tool asks an audit to be: one page, optionally measured against a phrase. */
export interface AuditStart {
  readonly url: string
  readonly query?: string | undefined
  /** The language of the result's texts; English when not given. */
  readonly locale?: Locale | undefined
}

/** An audit's state after a wait: finished with its page's result, or still queued or running. */
export type AuditProgress =
  | { readonly status: "complete"; readonly id: string; readonly result: Result }
  | { readonly status: "queued" | "running"; readonly id: string }

/**
 * The audits as the tools see them, in either mode: one page each, a page that could not be audited a
 * failure of `wait` (its page-failure code), every failure a tool failure.
 */
export interface ToolAudits {
  /** Which backend this is, for the start-up line on stderr. */
  readonly describe: string
  /** Starts an audit and answers with its id as soon as it is accepted (the page answered). */
  readonly start: (request: AuditStart) => Effect.Effect<string, ToolFailure>
  /** Waits at most `withinMs` for the audit to finish; status polls only, no quota. */
  readonly wait: (id: string, withinMs: number) => Effect.Effect<AuditProgress, ToolFailure>
  /**
   * The PDF report of a complete audit: the server's (in the audit's locale) in remote mode, rendered
   * here from the result in `locale` in embedded mode.
   */
  readonly report: (id: string, result: Result, locale: Locale) => Effect.Effect<Uint8Array, ToolFailure>
  /** Whole-site crawls: started, then waited for at most `withinMs`, as audits are. */
  readonly crawl: {
    readonly start: (request: CrawlStart) => Effect.Effect<string, ToolFailure>
    readonly wait: (id: string, withinMs: number) => Effect.Effect<CrawlProgress, ToolFailure>
  }
}

/** Waiting a minute lets the server (or the network to it) recover before the agent tries again. */
const RETRY_WHEN_UNREACHABLE_SECONDS = 60

/**
 * A backend failure as a tool failure: the contract's errors and failed pages as they are; a server
 * that could not be reached (its retries spent) is `unavailable`.
 */
export const toolFailureOf = (error: BackendFailure): ToolFailure => {
  switch (error._tag) {
    case "ServerUnreachable":
      return new Unavailable({ message: error.message, retryAfter: RETRY_WHEN_UNREACHABLE_SECONDS })
    case "MissingKey":
      return new Unauthorized({ message: error.message })
    default:
      return error
  }
}

/** An audit's one page: its result once complete, or the reason it failed. */
export const progressOf = (state: AuditState): Effect.Effect<AuditProgress, PageFailed> => {
  if (state.status !== "complete") return Effect.succeed(state)
  const [page] = state.pages
  if (page?.status === "done")
    return Effect.succeed({ status: "complete", id: state.id, result: page.result })
  return Effect.fail(
    page === undefined
      ? new PageFailed({ message: "The audit completed without its page.", code: "internal" })
      : new PageFailed({ message: page.error.error, code: page.error.code }),
  )
}

/**
 * The tools' audits over the session's backend. Embedded, PDFs are rendered here with the
 * `ReportRenderer`, loaded (its fonts read) for the first PDF asked for, then kept.
 */
export const toolAudits = (backend: AuditBackendService): Effect.Effect<ToolAudits> =>
  Effect.gen(function* () {
    const renderer = yield* Effect.cached(
      Effect.promise(() => import("@svc/pdf")).pipe(
        Effect.flatMap(({ ReportRenderer, ReportRendererLive }) =>
          Effect.provide(ReportRenderer, ReportRendererLive),
        ),
      ),
    )
    const { server } = backend
    return {
      describe: backend.describe,
      start: ({ url, query, locale }) =>
        backend.start({ urls: [url], query, locale }).pipe(Effect.mapError(toolFailureOf)),
      wait: (id, withinMs) =>
        backend
          .wait(id, { within: withinMs })
          .pipe(Effect.mapError(toolFailureOf), Effect.flatMap(progressOf)),
      report: (id, result, locale) =>
        server === undefined
          ? renderer.pipe(
              Effect.flatMap((loaded) => loaded.render(result, { locale })),
              Effect.mapError((failure) => failure.toApiError()),
            )
          : server.report(id, 0).pipe(Effect.mapError(toolFailureOf)),
      crawl: {
        start: (request) => backend.crawl.start(request).pipe(Effect.mapError(toolFailureOf)),
        wait: (id, withinMs) =>
          backend.crawl.wait(id, { within: withinMs }).pipe(Effect.mapError(toolFailureOf)),
      },
    }
  })
