import type { Locale } from "@svc/contract"
import type { SiteReport } from "@svc/crawl"
import type { Effect } from "effect"
import type { BackendFailure, FinishedPage, WaitOptions } from "./audit-backend"

/** What an adapter asks a crawl to be: a site from its start URL, within its bounds. */
export interface CrawlStart {
  readonly url: string
  /** The most pages fetched; the crawl's default (500) when not given. */
  readonly maxPages?: number | undefined
  /** The most clicks from the start URL. */
  readonly maxDepth?: number | undefined
  /** `host` (the default): the start URL's host; `site`: its registrable domain. */
  readonly scope?: "host" | "site" | undefined
  /** Path globs a URL must match, and path globs that keep a URL out. */
  readonly include?: ReadonlyArray<string> | undefined
  readonly exclude?: ReadonlyArray<string> | undefined
  /** Drop query strings from the URLs found. */
  readonly dropQuery?: boolean | undefined
  readonly query?: string | undefined
  /** The language of the report's texts; English when not given. */
  readonly locale?: Locale | undefined
}

/** A crawl's state after a wait: complete with the site's report, or running with how far it got. */
export type CrawlProgress =
  | {
      readonly status: "complete"
      readonly id: string
      readonly report: SiteReport
      /** The pages with their own results, when the backend holds them at hand (a server's record); else in the crawl's store. */
      readonly pages?: ReadonlyArray<FinishedPage> | undefined
    }
  | {
      readonly status: "running"
      readonly id: string
      /** Pages finished (audited or failed) so far. */
      readonly done: number
      /** Pages known but not fetched yet; unknown on a server (its record does not say). */
      readonly queued?: number | undefined
      /** The most pages the crawl audits, when the backend knows it (a server's page budget). */
      readonly budget?: number | undefined
    }

/** The crawls of a backend: started, then waited for by id, as audits are. */
export interface CrawlCalls {
  /** Starts a crawl and answers its id once the start URL is accepted. */
  readonly start: (request: CrawlStart) => Effect.Effect<string, BackendFailure>
  /**
   * Waits at most `within` (without it, until the crawl ends) for a crawl this backend started (on a
   * server: any crawl of the key), as `AuditBackendService.wait` waits for an audit.
   */
  readonly wait: (id: string, options?: WaitOptions) => Effect.Effect<CrawlProgress, BackendFailure>
}
