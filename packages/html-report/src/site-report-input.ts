import type { Site } from "@svc/contract"
import type { LowLinkScore, SiteFinding } from "@svc/core"

/** One crawled page as the site report lists it (`@svc/crawl`'s `SiteReportPage` is one). */
export interface SiteReportPageRow {
  readonly url: string
  /** Where its redirects end; when that is another page of the report, this page's report is that one's. */
  readonly finalUrl?: string | undefined
  readonly status: "done" | "failed"
  readonly httpStatus: number | null
  /** The contract's page failure code of a page that could not be audited. */
  readonly code: string | null
  readonly depth: number | null
  readonly title: string | null
  readonly score: number | null
  readonly linkScore: number | null
  /** Whether Lighthouse measured the page in Chromium. */
  readonly lighthouse?: boolean | undefined
}

/** What a crawl found, judged (`@svc/crawl`'s `SiteReport` is one). */
export interface SiteReportInput {
  readonly startUrl: string
  /** `done`, `stopped` (a bound ended it, see `endReason`) or `running`. */
  readonly state: string | null
  readonly endReason: string | null
  readonly site: Site
  /** Every finished page. */
  readonly pages: ReadonlyArray<SiteReportPageRow>
  /** Every cross-page check that failed or asks for review, worst first. */
  readonly findings: ReadonlyArray<SiteFinding>
  readonly lowLinkScores: ReadonlyArray<LowLinkScore>
}

/** One finished page of the crawl with its own result (a stored crawl page is one). */
export interface SitePageEntry {
  readonly url: string
  readonly status: "done" | "failed"
  /** The page's result (the contract's `Result`) when it was audited. */
  readonly result: unknown
  readonly errorCode: string | null
}
