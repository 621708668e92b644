import type * as SqlClient from "@effect/sql/SqlClient"
import type { CrawledPage } from "@svc/core"
import { Clock, Effect } from "effect"
import { orStoreFailure } from "../sql-failure"
import { rowsOf } from "../sql-rows"
import type { AppendAuditPage } from "./crawl-audit-pages"
import type { FrontierEntry } from "./crawl-record"
import { BATCH, ConcurrencyRow, UrlRow } from "./crawl-rows"

/** What the crawl adds to its frontier: URLs found, a redirect target fetched on the way, a host's delay. */
export const makeFrontierWrites = (
  sql: SqlClient.SqlClient,
  appendAuditPage: AppendAuditPage,
  changed: Effect.Effect<void>,
) => {
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
  return {
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
     * finished, so it is not asked again; a crawl of an API audit adds it to its audit then.
     */
    recordFetched: (crawlId: string, entry: FrontierEntry, page: CrawledPage, result: unknown) =>
      orStoreFailure(
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis
          const appended = yield* sql.withTransaction(
            Effect.gen(function* () {
              yield* registerHosts(crawlId, [entry.host])
              const written = yield* rowsOf(UrlRow)(sql`INSERT INTO crawl_pages ${sql.insert({
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
              WHERE crawl_pages.status = 'queued'
              RETURNING url`)
              return written.length > 0
                ? yield* appendAuditPage(crawlId, entry.url, { status: "done", page, result }, now)
                : false
            }),
          )
          if (appended) yield* changed
        }),
      ),

    /** Sets the pause a host asks between two requests (its robots.txt's Crawl-delay, capped by the crawler). */
    setHostDelay: (crawlId: string, host: string, delayMs: number) =>
      orStoreFailure(
        sql`UPDATE crawl_hosts SET delay_ms = ${Math.max(0, Math.round(delayMs))}
          WHERE crawl_id = ${crawlId} AND host = ${host}`,
      ).pipe(Effect.asVoid),
  }
}
