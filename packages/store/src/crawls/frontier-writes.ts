import type * as SqlClient from "@effect/sql/SqlClient"
import { Clock, Effect } from "effect"
import type { CoordinationShape } from "../coordination/coordination"
import { orStoreFailure } from "../sql-failure"
import { rowsOf } from "../sql-rows"
import type { AppendAuditPage } from "./crawl-audit-pages"
import type { FetchedOnTheWay, FrontierEntry } from "./crawl-record"
import { BATCH, ConcurrencyRow, UrlRow } from "./crawl-rows"
import { makeCrawlTransaction } from "./crawl-transaction"

/** A frontier entry as its row of `crawl_pages`, found at `now`. */
const frontierRow = (crawlId: string, entry: FrontierEntry, now: number) => ({
  crawlId,
  url: entry.url,
  host: entry.host,
  depth: entry.depth,
  inSitemap: entry.inSitemap ? 1 : 0,
  discoveredAt: now,
  status: entry.status,
})

/**
 * The statements that add to a crawl's frontier, for the caller's transaction: the crawl's writes
 * here, and the end of a leased page (`finish`), which stores the page and what it found in one.
 */
export const makeFrontierStatements = (sql: SqlClient.SqlClient, appendAuditPage: AppendAuditPage) => {
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

  return {
    registerHosts,

    /**
     * Adds URLs to the frontier, each once: a URL already there keeps its state, and takes the smaller
     * depth while still queued (a sitemap URL later found through a link).
     */
    insertEntries: (crawlId: string, entries: ReadonlyArray<FrontierEntry>, now: number) =>
      Effect.gen(function* () {
        if (entries.length === 0) return
        yield* registerHosts(crawlId, [...new Set(entries.map((entry) => entry.host))])
        // In URL order: writers on PostgreSQL lock the rows they meet in one order, so never wait on each other in a cycle.
        const sorted = [...entries].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0))
        for (let start = 0; start < sorted.length; start += BATCH) {
          const rows = sorted.slice(start, start + BATCH).map((entry) => frontierRow(crawlId, entry, now))
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

    /**
     * Records a URL fetched on the way to another (a redirect's target, answered within the fetch of
     * the URL that redirected): done with its facts and result, unless it was already leased or
     * finished, so it is not asked again; a crawl of an API audit adds it to its audit then (true).
     */
    insertFetched: (crawlId: string, fetched: FetchedOnTheWay, now: number) =>
      Effect.gen(function* () {
        const { entry, page, result } = fetched
        yield* registerHosts(crawlId, [entry.host])
        const written = yield* rowsOf(UrlRow)(sql`INSERT INTO crawl_pages ${sql.insert({
          ...frontierRow(crawlId, entry, now),
          status: "done",
          finishedAt: now,
          page: JSON.stringify(page),
          result: result === null ? null : JSON.stringify(result),
        })}
        ON CONFLICT (crawl_id, url) DO UPDATE SET status = 'done', finished_at = excluded.finished_at,
          page = excluded.page, result = excluded.result
        WHERE crawl_pages.status = 'queued'
        RETURNING url`)
        return written.length > 0
          ? yield* appendAuditPage(crawlId, entry.url, { status: "done", page, result }, now)
          : false
      }),
  }
}

/** What the crawl adds to its frontier outside a page's end: URLs found (the seeds), a host's delay. */
export const makeFrontierWrites = (
  sql: SqlClient.SqlClient,
  appendAuditPage: AppendAuditPage,
  coordination: CoordinationShape,
) => {
  const statements = makeFrontierStatements(sql, appendAuditPage)
  const inCrawlTransaction = makeCrawlTransaction(sql, coordination)
  return {
    /** Adds URLs to the frontier, each once (see `insertEntries`), in one transaction. */
    enqueue: (crawlId: string, entries: ReadonlyArray<FrontierEntry>) =>
      orStoreFailure(
        Effect.gen(function* () {
          if (entries.length === 0) return
          const now = yield* Clock.currentTimeMillis
          yield* inCrawlTransaction(crawlId, statements.insertEntries(crawlId, entries, now))
        }),
      ),

    /**
     * Applies a new depth bound to the queued URLs: those deeper are skipped (`beyond-depth`), those
     * skipped so before and now within it (a bound raised again) queued again; null queues them all.
     */
    boundDepth: (crawlId: string, maxDepth: number | null) =>
      orStoreFailure(
        inCrawlTransaction(
          crawlId,
          Effect.gen(function* () {
            const skipped = sql`crawl_id = ${crawlId} AND status = 'skipped' AND error_code = 'beyond-depth'`
            if (maxDepth === null) {
              yield* sql`UPDATE crawl_pages SET status = 'queued', error_code = NULL WHERE ${skipped}`
              return
            }
            yield* sql`UPDATE crawl_pages SET status = 'skipped', error_code = 'beyond-depth'
              WHERE crawl_id = ${crawlId} AND status = 'queued' AND depth > ${maxDepth}`
            yield* sql`UPDATE crawl_pages SET status = 'queued', error_code = NULL
              WHERE ${skipped} AND depth <= ${maxDepth}`
          }),
        ),
      ),

    /**
     * Sets the pause a host asks between two requests (its robots.txt's Crawl-delay, capped by the
     * crawler), in force at once: the host's next request starts that long after now (set in the turn
     * that read robots.txt: after its answer), or after the host's last start when that is later.
     */
    setHostDelay: (crawlId: string, host: string, delayMs: number) =>
      orStoreFailure(
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis
          const delay = Math.max(0, Math.round(delayMs))
          // `next_at` is the last start plus the delay it was taken with (see `takeStartTime`).
          yield* sql`UPDATE crawl_hosts SET delay_ms = ${delay},
            next_at = (CASE WHEN next_at - delay_ms > ${now} THEN next_at - delay_ms ELSE ${now} END) + ${delay}
            WHERE crawl_id = ${crawlId} AND host = ${host}`
        }),
      ),
  }
}
