import type * as SqlClient from "@effect/sql/SqlClient"
import { Effect } from "effect"
import { rowsOf } from "../sql-rows"
import type { AppendAuditPage } from "./crawl-audit-pages"
import type { FetchedOnTheWay, FrontierEntry } from "./crawl-record"
import { BATCH, ConcurrencyRow, UrlRow } from "./crawl-rows"
import { afterCommit } from "./crawl-transaction"

/** Hosts remembered as registered at most (then forgotten, to be registered again idempotently): a store serves many crawls. */
const REMEMBERED_HOSTS = 10_000

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
  /** Request slots a host has in each crawl: fixed when the crawl starts. */
  const slotsOfCrawl = new Map<string, number>()
  /** Crawl and host pairs whose rows a committed transaction wrote (`afterCommit`): they are never deleted. */
  const registered = new Set<string>()
  const hostKey = (crawlId: string, host: string) => `${crawlId} ${host}`

  /**
   * Registers the hosts of new frontier URLs, each with its crawl's number of request slots, once:
   * a host this store registered before is not written again (a page's end names its own host each time).
   */
  const registerHosts = (crawlId: string, hosts: ReadonlyArray<string>) =>
    Effect.gen(function* () {
      const fresh = hosts.filter((host) => !registered.has(hostKey(crawlId, host)))
      if (fresh.length === 0) return
      let slots = slotsOfCrawl.get(crawlId)
      if (slots === undefined) {
        const [crawl] = yield* rowsOf(ConcurrencyRow)(
          sql`SELECT host_concurrency FROM crawls WHERE id = ${crawlId}`,
        )
        slots = crawl?.hostConcurrency ?? 1
        if (crawl !== undefined) {
          if (slotsOfCrawl.size >= REMEMBERED_HOSTS) slotsOfCrawl.clear()
          slotsOfCrawl.set(crawlId, slots)
        }
      }
      yield* sql`INSERT INTO crawl_hosts ${sql.insert(fresh.map((host) => ({ crawlId, host })))} ON CONFLICT DO NOTHING`
      yield* sql`INSERT INTO crawl_host_slots ${sql.insert(
        fresh.flatMap((host) => Array.from({ length: slots }, (_, slot) => ({ crawlId, host, slot }))),
      )} ON CONFLICT DO NOTHING`
      yield* afterCommit(() => {
        if (registered.size + fresh.length > REMEMBERED_HOSTS) registered.clear()
        for (const host of fresh) registered.add(hostKey(crawlId, host))
      })
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
     * Records a URL fetched on the way to another (a redirect hop or target, answered within the fetch
     * of the URL that redirected, which claimed it): as it ended, with its facts (and result), when it
     * is still queued or the owner's claim, so it is not asked again; a crawl of an API audit adds it
     * to its audit then (true).
     */
    insertFetched: (crawlId: string, fetched: FetchedOnTheWay, owner: string, now: number) =>
      Effect.gen(function* () {
        const { entry, finished } = fetched
        yield* registerHosts(crawlId, [entry.host])
        const written = yield* rowsOf(UrlRow)(sql`INSERT INTO crawl_pages ${sql.insert({
          ...frontierRow(crawlId, entry, now),
          status: finished.status,
          finishedAt: now,
          page: JSON.stringify(finished.page),
          result:
            finished.status === "done" && finished.result !== null ? JSON.stringify(finished.result) : null,
          errorCode: finished.status === "failed" ? finished.code : null,
          errorMessage: finished.status === "failed" ? finished.message : null,
        })}
        ON CONFLICT (crawl_id, url) DO UPDATE SET status = excluded.status, finished_at = excluded.finished_at,
          page = excluded.page, result = excluded.result, error_code = excluded.error_code,
          error_message = excluded.error_message, lease_owner = NULL, lease_expires_at = NULL
        WHERE crawl_pages.status = 'queued' OR (crawl_pages.status = 'leased' AND crawl_pages.lease_owner = ${owner})
        RETURNING url`)
        return written.length > 0 ? yield* appendAuditPage(crawlId, entry.url, finished, now) : false
      }),
  }
}
