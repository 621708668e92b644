import type { CrawlCounts } from "@svc/store"

/** What a running crawl tells as it goes: each page finished, each wait, each host given up, and its end. */
export type CrawlEvent =
  | {
      readonly type: "started"
      readonly crawlId: string
      readonly startUrl: string
      /** The crawl was interrupted before and continues where it stopped. */
      readonly resumed: boolean
    }
  | {
      readonly type: "page"
      readonly url: string
      /** `done`: fetched and audited (whatever its HTTP status); `failed`: no page to audit (see `code`). */
      readonly status: "done" | "failed"
      readonly httpStatus: number | null
      /** The contract's page failure code of a failed page. */
      readonly code: string | null
      readonly score: number | null
      /** The frontier's URLs by state, as counted at most a quarter of a second before (the `finished` event's are exact). */
      readonly counts: CrawlCounts
      /** Pages finished per second by this run so far. */
      readonly pagesPerSecond: number
    }
  | {
      readonly type: "retry"
      readonly url: string
      readonly host: string
      readonly waitMs: number
      readonly reason: string
    }
  | { readonly type: "hostGivenUp"; readonly host: string; readonly reason: string }
  /** A sentence about the crawl, said once and kept with it (the site report lists them): a robots.txt read in part, a sitemap index naming itself, the URLs that kept a bounded crawl growing. */
  | { readonly type: "notice"; readonly key: string; readonly message: string }
  | {
      readonly type: "finished"
      readonly crawlId: string
      /** `done`: nothing left to fetch; `stopped`: a bound ended it (see `reason`). */
      readonly state: "done" | "stopped"
      readonly reason: string | null
      readonly counts: CrawlCounts
      /** This run ended the crawl (false when another process sharing it ended it first): what follows the end is its to do. */
      readonly endedHere: boolean
    }
