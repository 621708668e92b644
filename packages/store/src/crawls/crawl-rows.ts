import type { CrawledPage } from "@svc/core"
import { Schema } from "effect"
import { SqlBoolean } from "../sql-rows"

/** A new crawl: its id (the caller's, e.g. a UUID), start URL, the crawler's options and the requests in flight per host. */
export interface NewCrawl {
  readonly id: string
  readonly startUrl: string
  readonly options: unknown
  readonly hostConcurrency: number
}

/** A finished frontier URL as stored: its crawl facts and its result (null when not audited). */
export interface StoredCrawlPage {
  readonly url: string
  readonly status: "done" | "failed"
  readonly page: CrawledPage
  readonly result: unknown
  readonly errorCode: string | null
}

/** Rows written in one statement (SQLite allows 32,766 parameters). */
export const BATCH = 200
/** Finished pages read at a time by `finishedPages`: some 20 KB each (200 a batch peaked some 100 MB higher over 10,000 pages). */
export const PAGE_BATCH = 50

export const ConcurrencyRow = Schema.Struct({ hostConcurrency: Schema.Number })
export const StartRow = Schema.Struct({ startAt: Schema.Number })
export const FailuresRow = Schema.Struct({ failures: Schema.Number })
export const CountRow = Schema.Struct({ status: Schema.String, count: Schema.Number })
export const HostRow = Schema.Struct({ host: Schema.String, givenUp: Schema.String })
export const UrlRow = Schema.Struct({ url: Schema.String })
export const PositionRow = Schema.Struct({ depth: Schema.NullOr(Schema.Number), inSitemap: SqlBoolean })
export const FinishedRow = Schema.Struct({
  url: Schema.String,
  status: Schema.Literal("done", "failed"),
  page: Schema.String,
  result: Schema.NullOr(Schema.String),
  errorCode: Schema.NullOr(Schema.String),
})

export const UrlDepthRow = Schema.Struct({ url: Schema.String, depth: Schema.Number })
export const FrontierRow = Schema.Struct({
  url: Schema.String,
  status: Schema.Literal("queued", "leased", "done", "failed", "blocked", "skipped"),
  depth: Schema.NullOr(Schema.Number),
  page: Schema.NullOr(Schema.String),
})

/** A frontier URL as it stands: its state, its depth, and its stored facts once finished. */
export interface FrontierUrlState {
  readonly url: string
  readonly status: typeof FrontierRow.Type.status
  readonly depth: number | null
  readonly page: CrawledPage | null
}
