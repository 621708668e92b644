import type { CrawledPage } from "@svc/core"
import { Schema } from "effect"
import { SqlBoolean } from "../sql-rows"

/** Where a crawl stands: running (or interrupted, to resume), done (nothing left to fetch) or stopped by a bound. */
export type CrawlState = "running" | "done" | "stopped"

/** A crawl as the store keeps it; `options` is the crawler's own JSON, kept so a resumed crawl runs as it began. */
export interface CrawlRecord {
  readonly id: string
  readonly startUrl: string
  readonly options: unknown
  /** The most requests in flight to one host, across every process sharing the crawl. */
  readonly hostConcurrency: number
  readonly state: CrawlState
  readonly startedAt: number
  readonly endedAt: number | null
  readonly endReason: string | null
}

export const CrawlRow = Schema.Struct({
  id: Schema.String,
  startUrl: Schema.String,
  options: Schema.parseJson(),
  hostConcurrency: Schema.Number,
  state: Schema.Literal("running", "done", "stopped"),
  startedAt: Schema.Number,
  endedAt: Schema.NullOr(Schema.Number),
  endReason: Schema.NullOr(Schema.String),
})

/** A URL found for the frontier: queued to fetch, or blocked by robots.txt (kept, never fetched). */
export interface FrontierEntry {
  /** Normalised (the crawler's `frontierUrl`): the frontier's key. */
  readonly url: string
  /** Its origin (scheme, host and port): robots.txt, Crawl-delay and the requests in flight are kept per origin, as robots.txt is per origin. */
  readonly host: string
  /** Clicks from the start URL; null when found only through a sitemap, a canonical or an alternate. */
  readonly depth: number | null
  readonly inSitemap: boolean
  readonly status: "queued" | "blocked"
}

/** A frontier URL leased to one process until `leaseExpiresAt`, holding one of its host's request slots. */
export interface LeasedCrawlPage {
  readonly crawlId: string
  readonly url: string
  readonly host: string
  readonly depth: number | null
  readonly inSitemap: boolean
  /** 1 for the first try; more after a Retry-After or when an earlier process died holding it. */
  readonly attempts: number
  readonly leaseExpiresAt: number
}

export const LeasedCrawlRow = Schema.Struct({
  url: Schema.String,
  host: Schema.String,
  depth: Schema.NullOr(Schema.Number),
  inSitemap: SqlBoolean,
  attempts: Schema.Number,
  leaseExpiresAt: Schema.Number,
})

/** How a leased page ended: fetched and audited (its result; null when it was not HTML), or failed with the page failure code. */
export type FinishedCrawlPage =
  | { readonly status: "done"; readonly page: CrawledPage; readonly result: unknown }
  | { readonly status: "failed"; readonly page: CrawledPage; readonly code: string; readonly message: string }

/**
 * A URL answered within the fetch of another (a redirect hop or target the fetch claimed,
 * `claimOnTheWay`): recorded as it ended, never asked again.
 */
export interface FetchedOnTheWay {
  readonly entry: FrontierEntry
  readonly finished: FinishedCrawlPage
}

/** What a finished page found, stored with it in one transaction. */
export interface FoundByPage {
  /** New frontier URLs (its links, canonical, alternates), each once. */
  readonly entries: ReadonlyArray<FrontierEntry>
  /** The redirect hops and target in scope its fetch claimed and answered. */
  readonly fetchedOnTheWay?: ReadonlyArray<FetchedOnTheWay> | undefined
}

/** The frontier's URLs by state. */
export interface CrawlCounts {
  readonly queued: number
  readonly leased: number
  readonly done: number
  readonly failed: number
  readonly blocked: number
  readonly skipped: number
}

/** A host the crawl gave up, and why. */
export interface GivenUpHost {
  readonly host: string
  readonly reason: string
}
