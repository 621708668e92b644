import { Clock, Effect } from "effect"
import { orStoreFailure } from "../sql-failure"
import { rowsOf } from "../sql-rows"
import type { FrontierEntry, LeasedCrawlPage } from "./crawl-record"
import { PositionRow } from "./crawl-rows"
import type { FrontierContext } from "./frontier-context"

/**
 * The redirect hops a leased page's fetch claims on its way, so each address is asked once: a claimed
 * URL is the page's until the page ends (written with it by `finish`), or goes back to the frontier.
 */
export const makeFrontierClaims = ({ sql, statements, inCrawlTransaction }: FrontierContext) => ({
  /**
   * Claims a URL a leased page's fetch is about to request on its way (a redirect hop in scope): when
   * it is new or queued, it becomes the owner's, leased until `leaseExpiresAt` without a request slot
   * (the page's request holds one), and the fetch follows on: its depth and sitemap membership as
   * the frontier has them. When it is leased, finished, blocked or skipped: null, and the fetch stops
   * before it: it is fetched, or was, by a request of its own.
   */
  claimOnTheWay: (page: LeasedCrawlPage, owner: string, entry: FrontierEntry, leaseExpiresAt: number) =>
    orStoreFailure(
      Effect.flatMap(Clock.currentTimeMillis, (now) =>
        inCrawlTransaction(
          page.crawlId,
          Effect.gen(function* () {
            yield* statements.registerHosts(page.crawlId, [entry.host])
            const claimed = yield* rowsOf(PositionRow)(
              sql`INSERT INTO crawl_pages ${sql.insert({
                crawlId: page.crawlId,
                url: entry.url,
                host: entry.host,
                depth: entry.depth,
                inSitemap: entry.inSitemap ? 1 : 0,
                discoveredAt: now,
                status: "leased",
                attempts: 1,
                leaseOwner: owner,
                leaseExpiresAt,
              })}
              ON CONFLICT (crawl_id, url) DO UPDATE SET status = 'leased', lease_owner = excluded.lease_owner,
                lease_expires_at = excluded.lease_expires_at, attempts = crawl_pages.attempts + 1
              WHERE crawl_pages.status = 'queued'
              RETURNING depth, in_sitemap`,
            )
            return claimed[0] ?? null
          }),
        ),
      ),
    ),

  /** Gives the URLs a fetch claimed on its way back to the frontier, untried (the fetch will be tried again, or was lost); in the caller's transaction. */
  unclaim: (crawlId: string, claimed: ReadonlyArray<string>, owner: string) =>
    claimed.length === 0
      ? Effect.void
      : sql`UPDATE crawl_pages SET status = 'queued', lease_owner = NULL, lease_expires_at = NULL,
          attempts = CASE WHEN attempts > 0 THEN attempts - 1 ELSE 0 END
          WHERE crawl_id = ${crawlId} AND ${sql.in("url", claimed)} AND lease_owner = ${owner} AND status = 'leased'`,
})
