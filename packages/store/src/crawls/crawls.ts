import * as SqlClient from "@effect/sql/SqlClient"
import type { CrawledPage } from "@svc/core"
import { Chunk, Clock, Effect, Option, Schema, Stream } from "effect"
import type { StoreFailure } from "../errors"
import { orStoreFailure } from "../sql-failure"
import { rowsOf } from "../sql-rows"
import { type CrawlLeaseRequest, makeCrawlLease } from "./crawl-lease"
import {
  type CrawlCounts,
  type CrawlRecord,
  CrawlRow,
  type CrawlState,
  type FinishedCrawlPage,
  type FrontierEntry,
  type GivenUpHost,
  type LeasedCrawlPage,
} from "./crawl-record"

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
const BATCH = 200
/** Finished pages read at a time by `finishedPages`. */
const PAGE_BATCH = 200

const ConcurrencyRow = Schema.Struct({ hostConcurrency: Schema.Number })
const StartRow = Schema.Struct({ startAt: Schema.Number })
const FailuresRow = Schema.Struct({ failures: Schema.Number })
const CountRow = Schema.Struct({ status: Schema.String, count: Schema.Number })
const HostRow = Schema.Struct({ host: Schema.String, givenUp: Schema.String })
const UrlRow = Schema.Struct({ url: Schema.String })
const FinishedRow = Schema.Struct({
  url: Schema.String,
  status: Schema.Literal("done", "failed"),
  page: Schema.String,
  result: Schema.NullOr(Schema.String),
  errorCode: Schema.NullOr(Schema.String),
})

export const makeCrawls = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const leaseOne = makeCrawlLease(sql)
  const crawlOf = (rows: ReadonlyArray<typeof CrawlRow.Type>): Option.Option<CrawlRecord> =>
    Option.fromNullable(rows[0])

  /** Registers the hosts of new frontier URLs, each with its crawl's number of request slots, once. */
  const registerHosts = (crawlId: string, hosts: ReadonlyArray<string>) =>
    Effect.gen(function* () {
      const [crawl] = yield* rowsOf(ConcurrencyRow)(
        sql`SELECT host_concurrency FROM crawls WHERE id = ${crawlId}`,
      )
      const slots = crawl?.hostConcurrency ?? 1
      yield* sql`INSERT INTO crawl_hosts ${sql.insert(hosts.map((host) => ({ crawlId, host })))} ON CONFLICT DO NOTHING`
      yield* sql`INSERT INTO crawl_host_slots ${sql.insert(
        hosts.flatMap((host) => Array.from({ length: slots }, (_, slot) => ({ crawlId, host, slot }))),
      )} ON CONFLICT DO NOTHING`
    })

  /** Frees the request slot a leased URL holds. */
  const freeSlot = (page: LeasedCrawlPage, owner: string) =>
    sql`UPDATE crawl_host_slots SET url = NULL, lease_owner = NULL, lease_expires_at = NULL
      WHERE crawl_id = ${page.crawlId} AND host = ${page.host} AND url = ${page.url} AND lease_owner = ${owner}`

  return {
    /** Records a new running crawl. */
    start: (crawl: NewCrawl) =>
      orStoreFailure(
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis
          yield* sql`INSERT INTO crawls ${sql.insert({
            id: crawl.id,
            startUrl: crawl.startUrl,
            options: JSON.stringify(crawl.options ?? null),
            hostConcurrency: crawl.hostConcurrency,
            state: "running",
            startedAt: now,
          })}`
          return {
            ...crawl,
            state: "running",
            startedAt: now,
            endedAt: null,
            endReason: null,
          } satisfies CrawlRecord
        }),
      ),

    /** The crawl with this id, if any. */
    get: (id: string) =>
      orStoreFailure(Effect.map(rowsOf(CrawlRow)(sql`SELECT * FROM crawls WHERE id = ${id}`), crawlOf)),

    /** The latest crawl from this start URL that has not ended (an interrupted one, to resume), if any. */
    latestRunning: (startUrl: string) =>
      orStoreFailure(
        Effect.map(
          rowsOf(CrawlRow)(
            sql`SELECT * FROM crawls WHERE start_url = ${startUrl} AND state = 'running'
              ORDER BY started_at DESC LIMIT 1`,
          ),
          crawlOf,
        ),
      ),

    /**
     * Adds URLs to the frontier, each once: a URL already there keeps its state, and takes the smaller
     * depth while still queued (a sitemap URL later found through a link).
     */
    enqueue: (crawlId: string, entries: ReadonlyArray<FrontierEntry>) =>
      orStoreFailure(
        Effect.gen(function* () {
          if (entries.length === 0) return
          const now = yield* Clock.currentTimeMillis
          yield* sql.withTransaction(
            Effect.gen(function* () {
              yield* registerHosts(crawlId, [...new Set(entries.map((entry) => entry.host))])
              for (let start = 0; start < entries.length; start += BATCH) {
                const rows = entries.slice(start, start + BATCH).map((entry) => ({
                  crawlId,
                  url: entry.url,
                  host: entry.host,
                  depth: entry.depth,
                  inSitemap: entry.inSitemap ? 1 : 0,
                  discoveredAt: now,
                  status: entry.status,
                }))
                yield* sql`INSERT INTO crawl_pages ${sql.insert(rows)}
                  ON CONFLICT (crawl_id, url) DO UPDATE SET
                    depth = CASE WHEN crawl_pages.status IN ('queued', 'blocked') AND excluded.depth IS NOT NULL
                      AND (crawl_pages.depth IS NULL OR crawl_pages.depth > excluded.depth)
                      THEN excluded.depth ELSE crawl_pages.depth END,
                    in_sitemap = CASE WHEN excluded.in_sitemap = 1 THEN 1 ELSE crawl_pages.in_sitemap END
                  WHERE (excluded.in_sitemap = 1 AND crawl_pages.in_sitemap = 0) OR (crawl_pages.status IN ('queued', 'blocked')
                    AND excluded.depth IS NOT NULL AND (crawl_pages.depth IS NULL OR crawl_pages.depth > excluded.depth))`
              }
            }),
          )
        }),
      ),

    /**
     * Records a URL fetched on the way to another (a redirect's target, answered within the fetch of
     * the URL that redirected): done with its facts and result, unless it was already leased or
     * finished, so it is not asked again.
     */
    recordFetched: (crawlId: string, entry: FrontierEntry, page: CrawledPage, result: unknown) =>
      orStoreFailure(
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis
          yield* sql.withTransaction(
            Effect.gen(function* () {
              yield* registerHosts(crawlId, [entry.host])
              yield* sql`INSERT INTO crawl_pages ${sql.insert({
                crawlId,
                url: entry.url,
                host: entry.host,
                depth: entry.depth,
                inSitemap: entry.inSitemap ? 1 : 0,
                discoveredAt: now,
                status: "done",
                finishedAt: now,
                page: JSON.stringify(page),
                result: result === null ? null : JSON.stringify(result),
              })}
              ON CONFLICT (crawl_id, url) DO UPDATE SET status = 'done', finished_at = excluded.finished_at,
                page = excluded.page, result = excluded.result
              WHERE crawl_pages.status = 'queued'`
            }),
          )
        }),
      ),

    /** Sets the pause a host asks between two requests (its robots.txt's Crawl-delay, capped by the crawler). */
    setHostDelay: (crawlId: string, host: string, delayMs: number) =>
      orStoreFailure(
        sql`UPDATE crawl_hosts SET delay_ms = ${Math.max(0, Math.round(delayMs))}
          WHERE crawl_id = ${crawlId} AND host = ${host}`,
      ).pipe(Effect.asVoid),

    /** Leases the next frontier URL (see `makeCrawlLease`), if one may be fetched now. */
    lease: (crawlId: string, request: CrawlLeaseRequest) =>
      orStoreFailure(Effect.flatMap(Clock.currentTimeMillis, (now) => leaseOne(crawlId, request, now))),

    /**
     * Takes the host's next allowed start time and moves it on by the host's delay, in one statement:
     * processes sharing the crawl each get their own time. Answers when the request may start.
     */
    takeStartTime: (crawlId: string, host: string) =>
      orStoreFailure(
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis
          const [row] = yield* rowsOf(StartRow)(
            sql`UPDATE crawl_hosts SET next_at = (CASE WHEN next_at > ${now} THEN next_at ELSE ${now} END) + delay_ms
              WHERE crawl_id = ${crawlId} AND host = ${host} RETURNING next_at - delay_ms AS start_at`,
          )
          return row?.startAt ?? now
        }),
      ),

    /**
     * Stores how a leased URL ended and frees its slot; an answer other than 429 or 5xx clears the
     * host's failures in a row. False
     * when the lease was lost (it expired and another process took the URL): nothing is written.
     */
    finish: (page: LeasedCrawlPage, owner: string, finished: FinishedCrawlPage) =>
      orStoreFailure(
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis
          return yield* sql.withTransaction(
            Effect.gen(function* () {
              const updated = yield* rowsOf(UrlRow)(
                sql`UPDATE crawl_pages SET ${sql.update({
                  status: finished.status,
                  leaseOwner: null,
                  leaseExpiresAt: null,
                  finishedAt: now,
                  page: JSON.stringify(finished.page),
                  result:
                    finished.status === "done" && finished.result !== null
                      ? JSON.stringify(finished.result)
                      : null,
                  errorCode: finished.status === "failed" ? finished.code : null,
                  errorMessage: finished.status === "failed" ? finished.message : null,
                })}
                WHERE crawl_id = ${page.crawlId} AND url = ${page.url} AND lease_owner = ${owner} AND status = 'leased'
                RETURNING url`,
              )
              yield* freeSlot(page, owner)
              const answered = finished.page.status
              // A 429 or 5xx taken as it is (the URL asked enough times) is no sign the host is well again.
              if (updated.length > 0 && answered !== null && answered < 500 && answered !== 429)
                yield* sql`UPDATE crawl_hosts SET failures = 0 WHERE crawl_id = ${page.crawlId} AND host = ${page.host}`
              return updated.length > 0
            }),
          )
        }),
      ),

    /** Gives a leased URL back untouched (its process stops before fetching it): leasable again at once. */
    release: (page: LeasedCrawlPage, owner: string) =>
      orStoreFailure(
        sql.withTransaction(
          Effect.gen(function* () {
            yield* sql`UPDATE crawl_pages SET status = 'queued', lease_owner = NULL, lease_expires_at = NULL,
              attempts = CASE WHEN attempts > 0 THEN attempts - 1 ELSE 0 END
              WHERE crawl_id = ${page.crawlId} AND url = ${page.url} AND lease_owner = ${owner} AND status = 'leased'`
            yield* freeSlot(page, owner)
          }),
        ),
      ),

    /**
     * Puts a leased URL back for later (a 429 or 503, a network failure): it waits until `notBefore`,
     * and so does its whole host; the host's failures in a row are counted and answered.
     */
    retryLater: (page: LeasedCrawlPage, owner: string, notBefore: number) =>
      orStoreFailure(
        sql.withTransaction(
          Effect.gen(function* () {
            yield* sql`UPDATE crawl_pages SET status = 'queued', lease_owner = NULL, lease_expires_at = NULL,
              not_before = ${notBefore}
              WHERE crawl_id = ${page.crawlId} AND url = ${page.url} AND lease_owner = ${owner} AND status = 'leased'`
            yield* freeSlot(page, owner)
            const [row] = yield* rowsOf(FailuresRow)(
              sql`UPDATE crawl_hosts SET failures = failures + 1,
                next_at = CASE WHEN next_at > ${notBefore} THEN next_at ELSE ${notBefore} END
                WHERE crawl_id = ${page.crawlId} AND host = ${page.host} RETURNING failures`,
            )
            return row?.failures ?? 0
          }),
        ),
      ),

    /** Gives a host up for the rest of the crawl: its queued URLs are skipped, the reason kept. */
    giveUpHost: (crawlId: string, host: string, reason: string) =>
      orStoreFailure(
        sql.withTransaction(
          Effect.gen(function* () {
            yield* sql`UPDATE crawl_hosts SET given_up = ${reason} WHERE crawl_id = ${crawlId} AND host = ${host}`
            yield* sql`UPDATE crawl_pages SET status = 'skipped', error_code = 'host-given-up', error_message = ${reason}
              WHERE crawl_id = ${crawlId} AND host = ${host} AND status = 'queued'`
          }),
        ),
      ),

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

    /** Ends a crawl: `done` when nothing was left, `stopped` by a bound (the reason says which). */
    end: (crawlId: string, state: Exclude<CrawlState, "running">, reason: string | null) =>
      orStoreFailure(
        Effect.flatMap(
          Clock.currentTimeMillis,
          (now) =>
            sql`UPDATE crawls SET state = ${state}, ended_at = ${now}, end_reason = ${reason} WHERE id = ${crawlId}`,
        ),
      ).pipe(Effect.asVoid),

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

    /** Every finished URL with its stored facts and result, in URL order, read a batch at a time. */
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
            const pages = rows.map(
              (row): StoredCrawlPage => ({
                url: row.url,
                status: row.status,
                page: JSON.parse(row.page) as CrawledPage,
                result: row.result === null ? null : (JSON.parse(row.result) as unknown),
                errorCode: row.errorCode,
              }),
            )
            const last = rows[rows.length - 1]
            return [
              Chunk.fromIterable(pages),
              rows.length < PAGE_BATCH || last === undefined ? Option.none() : Option.some(last.url),
            ] as const
          }),
        ),
      ),
  }
})
