import type * as SqlClient from "@effect/sql/SqlClient"
import type { CrawledPage } from "@svc/core"
import { Chunk, Effect, Option, Stream } from "effect"
import type { StoreFailure } from "../errors"
import { orStoreFailure } from "../sql-failure"
import { rowsOf } from "../sql-rows"
import type { CrawlCounts, GivenUpHost } from "./crawl-record"
import {
  CountRow,
  FinishedRow,
  FrontierRow,
  type FrontierUrlState,
  HostRow,
  PAGE_BATCH,
  type StoredCrawlPage,
  UrlDepthRow,
  UrlRow,
} from "./crawl-rows"

/** What the crawl's frontier holds: counts, hosts given up, blocked and sitemap URLs, finished pages. */
export const makeCrawlReads = (sql: SqlClient.SqlClient) => {
  return {
    /** The hosts given up, and why. */
    givenUpHosts: (crawlId: string) =>
      orStoreFailure(
        Effect.map(
          rowsOf(HostRow)(
            sql`SELECT host, given_up FROM crawl_hosts WHERE crawl_id = ${crawlId} AND given_up IS NOT NULL ORDER BY host`,
          ),
          (rows): ReadonlyArray<GivenUpHost> => rows.map((row) => ({ host: row.host, reason: row.givenUp })),
        ),
      ),

    /** The frontier's URLs by state. */
    counts: (crawlId: string) =>
      orStoreFailure(
        Effect.map(
          rowsOf(CountRow)(
            sql`SELECT status, count(*) AS count FROM crawl_pages WHERE crawl_id = ${crawlId} GROUP BY status`,
          ),
          (rows): CrawlCounts => {
            const of = (status: string) => rows.find((row) => row.status === status)?.count ?? 0
            return {
              queued: of("queued"),
              leased: of("leased"),
              done: of("done"),
              failed: of("failed"),
              blocked: of("blocked"),
              skipped: of("skipped"),
            }
          },
        ),
      ),

    /** The URLs robots.txt kept the crawl from, in URL order. */
    blockedUrls: (crawlId: string) =>
      orStoreFailure(
        Effect.map(
          rowsOf(UrlRow)(
            sql`SELECT url FROM crawl_pages WHERE crawl_id = ${crawlId} AND status = 'blocked' ORDER BY url`,
          ),
          (rows) => rows.map((row) => row.url),
        ),
      ),

    /** The frontier rows of these URLs that exist: their state and, once finished, their stored facts. */
    frontierRows: (crawlId: string, urls: ReadonlyArray<string>) =>
      orStoreFailure(
        Effect.map(
          urls.length === 0
            ? Effect.succeed([])
            : rowsOf(FrontierRow)(
                sql`SELECT url, status, depth, page FROM crawl_pages WHERE crawl_id = ${crawlId} AND ${sql.in("url", urls)}`,
              ),
          (rows): ReadonlyArray<FrontierUrlState> =>
            rows.map((row) => ({
              url: row.url,
              status: row.status,
              depth: row.depth,
              page: row.page === null ? null : (JSON.parse(row.page) as CrawledPage),
            })),
        ),
      ),

    /** Every frontier URL with a depth (clicks from the start URL), in no order: the shape of what the crawl met. */
    urlDepths: (crawlId: string) =>
      orStoreFailure(
        rowsOf(UrlDepthRow)(
          sql`SELECT url, depth FROM crawl_pages WHERE crawl_id = ${crawlId} AND depth IS NOT NULL`,
        ),
      ),

    /** Every URL a sitemap listed (in the frontier whatever became of it), in URL order. */
    sitemapUrls: (crawlId: string) =>
      orStoreFailure(
        Effect.map(
          rowsOf(UrlRow)(
            sql`SELECT url FROM crawl_pages WHERE crawl_id = ${crawlId} AND in_sitemap = 1 ORDER BY url`,
          ),
          (rows) => rows.map((row) => row.url),
        ),
      ),

    /**
     * Every finished URL with its stored facts and result, in URL order, read a batch at a time and
     * each parsed as it is taken: a page's result (some 20 KB of JSON) becomes garbage as soon as the
     * taker is done with it, not once the whole batch is (a report over 10,000 pages spent more time
     * collecting parsed batches than reading them).
     */
    finishedPages: (crawlId: string): Stream.Stream<StoredCrawlPage, StoreFailure> =>
      Stream.paginateChunkEffect("", (after) =>
        orStoreFailure(
          rowsOf(FinishedRow)(
            sql`SELECT url, status, page, result, error_code FROM crawl_pages
              WHERE crawl_id = ${crawlId} AND status IN ('done', 'failed') AND url > ${after}
              ORDER BY url LIMIT ${PAGE_BATCH}`,
          ),
        ).pipe(
          Effect.map((rows) => {
            const last = rows[rows.length - 1]
            return [
              Chunk.fromIterable(rows),
              rows.length < PAGE_BATCH || last === undefined ? Option.none() : Option.some(last.url),
            ] as const
          }),
        ),
      ).pipe(
        Stream.rechunk(1),
        Stream.map(
          (row): StoredCrawlPage => ({
            url: row.url,
            status: row.status,
            page: JSON.parse(row.page) as CrawledPage,
            result: row.result === null ? null : (JSON.parse(row.result) as unknown),
            errorCode: row.errorCode,
          }),
        ),
      ),
  }
}
