import { Clock, Effect } from "effect"
import { orStoreFailure } from "../sql-failure"
import { rowsOf } from "../sql-rows"
import { type CrawlLeaseRequest, makeCrawlLease } from "./crawl-lease"
import type { FinishedCrawlPage, FoundByPage, LeasedCrawlPage } from "./crawl-record"
import { FailuresRow, StartRow, UrlRow } from "./crawl-rows"
import { makeFrontierClaims } from "./frontier-claims"
import type { FrontierContext } from "./frontier-context"

/** Leasing frontier URLs and how each lease ends: finished, given back, put off; hosts given up. */
export const makeFrontierLeases = (context: FrontierContext) => {
  const { sql, coordination, appendAuditPage, statements, inCrawlTransaction } = context
  const leaseOne = makeCrawlLease(context)
  const freeSlot = (page: LeasedCrawlPage, owner: string) =>
    sql`UPDATE crawl_host_slots SET url = NULL, lease_owner = NULL, lease_expires_at = NULL
      WHERE crawl_id = ${page.crawlId} AND host = ${page.host} AND url = ${page.url} AND lease_owner = ${owner}`
  const { unclaim } = makeFrontierClaims(context)

  return {
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
     * Stores how a leased URL ended, with what it found (its new frontier URLs, its redirect's target),
     * and frees its slot; an answer other than 429 or 5xx clears the host's failures in a row. One
     * transaction, one commit a page, on both databases (the crawl's lock first: see
     * `CrawlTransaction`). False when the lease was lost (it expired and another process took the URL):
     * nothing of the page is written.
     */
    finish: (page: LeasedCrawlPage, owner: string, finished: FinishedCrawlPage, found?: FoundByPage) =>
      orStoreFailure(
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis
          const appended = yield* inCrawlTransaction(
            page.crawlId,
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
              const onTheWay = found?.fetchedOnTheWay ?? []
              if (updated.length === 0) {
                yield* unclaim(
                  page.crawlId,
                  onTheWay.map((fetched) => fetched.entry.url),
                  owner,
                )
                return undefined
              }
              let targetAppended = false
              for (const fetched of onTheWay)
                if (yield* statements.insertFetched(page.crawlId, fetched, owner, now)) targetAppended = true
              if (found !== undefined) yield* statements.insertEntries(page.crawlId, found.entries, now)
              const answered = finished.page.status
              // A 429 or 5xx taken as it is (the URL asked enough times) is no sign the host is well again.
              if (answered !== null && answered < 500 && answered !== 429)
                yield* sql`UPDATE crawl_hosts SET failures = 0 WHERE crawl_id = ${page.crawlId} AND host = ${page.host} AND failures > 0`
              const pageAppended = yield* appendAuditPage(page.crawlId, page.url, finished, now)
              if (targetAppended || pageAppended) yield* coordination.markChange
              return targetAppended || pageAppended
            }),
          )
          if (appended === undefined) return false
          if (appended) yield* coordination.changed
          return true
        }),
      ),

    /** Gives a leased URL back untouched (its process stops before fetching it), with what its fetch claimed: leasable again at once. */
    release: (page: LeasedCrawlPage, owner: string, claimed: ReadonlyArray<string> = []) =>
      orStoreFailure(
        inCrawlTransaction(
          page.crawlId,
          Effect.gen(function* () {
            yield* unclaim(page.crawlId, claimed, owner)
            yield* sql`UPDATE crawl_pages SET status = 'queued', lease_owner = NULL, lease_expires_at = NULL,
              attempts = CASE WHEN attempts > 0 THEN attempts - 1 ELSE 0 END
              WHERE crawl_id = ${page.crawlId} AND url = ${page.url} AND lease_owner = ${owner} AND status = 'leased'`
            yield* freeSlot(page, owner)
          }),
        ),
      ),

    /**
     * Puts a leased URL back for later (a 429 or 503, a network failure): it waits until `notBefore`,
     * and so does its whole host; the host's failures in a row are counted and answered. What its fetch
     * claimed on the way goes back to the frontier.
     */
    retryLater: (
      page: LeasedCrawlPage,
      owner: string,
      notBefore: number,
      claimed: ReadonlyArray<string> = [],
    ) =>
      orStoreFailure(
        inCrawlTransaction(
          page.crawlId,
          Effect.gen(function* () {
            yield* unclaim(page.crawlId, claimed, owner)
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
        inCrawlTransaction(
          crawlId,
          Effect.gen(function* () {
            yield* sql`UPDATE crawl_hosts SET given_up = ${reason} WHERE crawl_id = ${crawlId} AND host = ${host}`
            yield* sql`UPDATE crawl_pages SET status = 'skipped', error_code = 'host-given-up', error_message = ${reason}
              WHERE crawl_id = ${crawlId} AND host = ${host} AND status = 'queued'`
          }),
        ),
      ),
  }
}
