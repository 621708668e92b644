import type * as SqlClient from "@effect/sql/SqlClient"
import { Clock, Effect } from "effect"
import { orStoreFailure } from "../sql-failure"
import { rowsOf } from "../sql-rows"
import type { LeasedCrawlPage } from "./crawl-record"
import { UrlRow } from "./crawl-rows"

/** Keeping a leased frontier URL while its process works on it. */
export const makeFrontierLeaseRenewal = (sql: SqlClient.SqlClient) => ({
  /**
   * Extends a lease (the URL's and its request slot's) to `leaseMs` from now while the owner works
   * on the URL, so a short lease serves a long fetch and audit and a dead process's URL is taken
   * again soon, with the URLs its fetch claimed on the way (`claimed`). False when the lease was lost:
   * the URL is another process's (or finished) now.
   */
  renew: (page: LeasedCrawlPage, owner: string, leaseMs: number, claimed: ReadonlyArray<string> = []) =>
    orStoreFailure(
      Effect.gen(function* () {
        const expiresAt = (yield* Clock.currentTimeMillis) + leaseMs
        return yield* sql.withTransaction(
          Effect.gen(function* () {
            const renewed = yield* rowsOf(UrlRow)(
              sql`UPDATE crawl_pages SET lease_expires_at = ${expiresAt}
                WHERE crawl_id = ${page.crawlId} AND url = ${page.url} AND lease_owner = ${owner} AND status = 'leased'
                RETURNING url`,
            )
            if (renewed.length === 0) return false
            yield* sql`UPDATE crawl_host_slots SET lease_expires_at = ${expiresAt}
              WHERE crawl_id = ${page.crawlId} AND host = ${page.host} AND url = ${page.url} AND lease_owner = ${owner}`
            if (claimed.length > 0)
              yield* sql`UPDATE crawl_pages SET lease_expires_at = ${expiresAt}
                WHERE crawl_id = ${page.crawlId} AND ${sql.in("url", claimed)} AND lease_owner = ${owner} AND status = 'leased'`
            return true
          }),
        )
      }),
    ),
})
