import type { Locale } from "@svc/contract"
import type { SiteReport } from "@svc/crawl"
import type { Duration, Effect } from "effect"
import type { BackendFailure } from "./audit-backend"

/** What an adapter asks a crawl to be: a site from its start URL, within a page bound. */
export interface CrawlStart {
  readonly url: string
  /** The most pages fetched; the crawl's default (500) when not given. */
  readonly maxPages?: number | undefined
  readonly query?: string | undefined
  /** The language of the report's texts; English when not given. */
  readonly locale?: Locale | undefined
}

/** A crawl's state after a wait: complete with the site's report, or running with how far it got. */
export type CrawlProgress =
  | { readonly status: "complete"; readonly id: string; readonly report: SiteReport }
  | {
      readonly status: "running"
      readonly id: string
      /** Pages finished (audited or failed) so far, and pages known but not fetched yet. */
      readonly done: number
      readonly queued: number
    }

/** The crawls of a backend: started, then waited for by id, as audits are. */
export interface CrawlCalls {
  /** Starts a crawl and answers its id once the start URL is accepted. */
  readonly start: (request: CrawlStart) => Effect.Effect<string, BackendFailure>
  /** Waits at most `within` (without it, until the crawl ends) for a crawl this backend started. */
  readonly wait: (
    id: string,
    options?: { readonly within?: Duration.DurationInput | undefined },
  ) => Effect.Effect<CrawlProgress, BackendFailure>
}
