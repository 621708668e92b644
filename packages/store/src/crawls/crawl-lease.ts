import type * as Statement from "@effect/sql/Statement"
import { Effect, Option, Schema } from "effect"
import { rowsOf } from "../sql-rows"
import { type LeasedCrawlPage, LeasedCrawlRow } from "./crawl-record"
import type { FrontierContext } from "./frontier-context"

/** What one lease asks for. */
export interface CrawlLeaseRequest {
  readonly owner: string
  readonly leaseMs: number
  /** The most frontier URLs fetched (leased, done or failed) in the whole crawl. */
  readonly maxPages: number
}

const CandidateRow = Schema.Struct({ url: Schema.String, host: Schema.String, slot: Schema.Number })

/**
 * Leasing a frontier URL: the first (by depth, then discovery) queued URL — or one whose lease expired,
 * its process having died — of a host that is not given up, whose next allowed time has come, and
 * which has a free request slot (none held by an unexpired lease). The URL and the slot are taken
 * together: at most `host_concurrency` URLs of one host are leased at any time, across processes.
 * It runs in the crawl's transaction (the crawl's lock first, `crawl-transaction.ts`). On a shared
 * database the lock makes the page budget (`maxPages`) exact: without it two processes leasing at once
 * each counted the pages taken before either committed, and both took the last page of the budget; the
 * lease is then one statement, run after the lock is granted (its snapshot sees every lease committed
 * before), skipping rows other transactions hold (a renewal). On one file: three statements (its
 * single writer keeps processes apart).
 * A host's next URL is read in the lease's order from the index `crawl_pages_lease` (one entry for
 * the queued URLs, one for the expired leases), never by sorting the host's whole queue.
 */
export const makeCrawlLease = ({ sql, coordination, inCrawlTransaction }: FrontierContext) => {
  /**
   * A queued URL of unknown depth (found in a sitemap, as a canonical or alternate) waits while a URL
   * of its host with a known depth is in flight: that page may link to it (its depth is set only while
   * it is queued) or redirect to it (claiming it on the way: leased meanwhile, the redirect would be
   * recorded apart, its answer the URL's own record).
   * One index probe (`crawl_pages_frontier`) over the host's few leased URLs.
   */
  const depthSettled = (page: string, now: number) =>
    sql`(${sql(page)}.depth IS NOT NULL OR NOT EXISTS (SELECT 1 FROM crawl_pages k
      WHERE k.crawl_id = ${sql(page)}.crawl_id AND k.host = ${sql(page)}.host AND k.status = 'leased'
        AND k.depth IS NOT NULL AND k.lease_expires_at > ${now}))`
  const leasable = (now: number) =>
    sql`((p.status = 'queued' AND p.not_before <= ${now} AND ${depthSettled("p", now)}) OR (p.status = 'leased' AND p.lease_expires_at <= ${now}))`
  /** URLs of one host in the lease's order, as the index `crawl_pages_lease` holds them. */
  const inLeaseOrder = sql`ORDER BY (q.depth IS NULL), q.depth, q.discovered_at, q.url LIMIT 1`
  /**
   * For each free slot of `free` (a relation of host and slot), its host's next URL with the lease's
   * order columns: the first expired lease, and the first queued URL while the page budget (URLs
   * leased, done or failed) lasts. Each is one index probe; `lock` locks the URL it reads (PostgreSQL:
   * skipping those other transactions hold).
   */
  const nextOfFreeSlots = (
    crawlId: string,
    request: CrawlLeaseRequest,
    now: number,
    lock: Statement.Fragment,
  ) => {
    const probe = (condition: Statement.Fragment) =>
      sql`SELECT p.url, free.host, free.slot, (p.depth IS NULL) AS undepth, p.depth, p.discovered_at
        FROM free JOIN crawl_pages p ON p.crawl_id = ${crawlId} AND p.url = (SELECT q.url FROM crawl_pages q
          WHERE q.crawl_id = ${crawlId} AND q.host = free.host AND ${condition} ${inLeaseOrder} ${lock})`
    return sql`${probe(sql`q.status = 'leased' AND q.lease_expires_at <= ${now}`)}
      UNION ALL
      ${probe(sql`q.status = 'queued' AND q.not_before <= ${now} AND ${depthSettled("q", now)} AND (SELECT count(*) FROM crawl_pages
        WHERE crawl_id = ${crawlId} AND status IN ('leased', 'done', 'failed')) < ${request.maxPages}`)}
      ORDER BY undepth, depth, discovered_at, url, slot LIMIT 1`
  }
  const decodeLeased = (row: typeof LeasedCrawlRow.Type, crawlId: string): LeasedCrawlPage => ({
    crawlId,
    url: row.url,
    host: row.host,
    depth: row.depth,
    inSitemap: row.inSitemap,
    attempts: row.attempts,
    leaseExpiresAt: row.leaseExpiresAt,
  })

  const leaseShared = (crawlId: string, request: CrawlLeaseRequest, now: number) =>
    rowsOf(LeasedCrawlRow)(
      sql`WITH free AS MATERIALIZED (
            SELECT s.host, s.slot FROM crawl_host_slots s
            JOIN crawl_hosts h ON h.crawl_id = s.crawl_id AND h.host = s.host
            WHERE s.crawl_id = ${crawlId} AND (s.lease_owner IS NULL OR s.lease_expires_at <= ${now})
              AND h.given_up IS NULL AND h.next_at <= ${now}
              AND EXISTS (SELECT 1 FROM crawl_pages p WHERE p.crawl_id = s.crawl_id AND p.host = s.host AND ${leasable(now)})
            ORDER BY h.next_at, s.host, s.slot LIMIT 1 FOR UPDATE OF s SKIP LOCKED),
          next AS MATERIALIZED (${nextOfFreeSlots(crawlId, request, now, sql`FOR UPDATE SKIP LOCKED`)}),
          taken AS (
            UPDATE crawl_host_slots s SET url = next.url, lease_owner = ${request.owner},
              lease_expires_at = ${now + request.leaseMs}
            FROM next WHERE s.crawl_id = ${crawlId} AND s.host = next.host AND s.slot = next.slot)
          UPDATE crawl_pages p SET status = 'leased', lease_owner = ${request.owner},
            lease_expires_at = ${now + request.leaseMs}, attempts = p.attempts + 1
          FROM next WHERE p.crawl_id = ${crawlId} AND p.url = next.url
          RETURNING p.url, p.host, p.depth, p.in_sitemap, p.attempts, p.lease_expires_at`,
    )

  const leaseLocked = (crawlId: string, request: CrawlLeaseRequest, now: number) =>
    Effect.gen(function* () {
      const [candidate] = yield* rowsOf(CandidateRow)(
        sql`WITH free AS (SELECT s.host, s.slot FROM crawl_host_slots s
            JOIN crawl_hosts h ON h.crawl_id = s.crawl_id AND h.host = s.host
            WHERE s.crawl_id = ${crawlId} AND (s.lease_owner IS NULL OR s.lease_expires_at <= ${now})
              AND h.given_up IS NULL AND h.next_at <= ${now})
          ${nextOfFreeSlots(crawlId, request, now, sql``)}`,
      )
      if (candidate === undefined) return []
      const leaseExpiresAt = now + request.leaseMs
      yield* sql`UPDATE crawl_host_slots SET url = ${candidate.url}, lease_owner = ${request.owner},
        lease_expires_at = ${leaseExpiresAt}
        WHERE crawl_id = ${crawlId} AND host = ${candidate.host} AND slot = ${candidate.slot}`
      return yield* rowsOf(LeasedCrawlRow)(
        sql`UPDATE crawl_pages SET status = 'leased', lease_owner = ${request.owner},
          lease_expires_at = ${leaseExpiresAt}, attempts = attempts + 1
          WHERE crawl_id = ${crawlId} AND url = ${candidate.url}
          RETURNING url, host, depth, in_sitemap, attempts, lease_expires_at`,
      )
    })

  const leaseRows = coordination.shared ? leaseShared : leaseLocked
  return (crawlId: string, request: CrawlLeaseRequest, now: number) =>
    Effect.map(inCrawlTransaction(crawlId, leaseRows(crawlId, request, now)), (rows) =>
      Option.map(Option.fromNullable(rows[0]), (row) => decodeLeased(row, crawlId)),
    )
}
