import { Clock, Effect } from "effect"
import { orStoreFailure } from "../sql-failure"
import type { FrontierEntry } from "./crawl-record"
import type { FrontierContext } from "./frontier-context"

/** What the crawl adds to its frontier outside a page's end: URLs found (the seeds), a host's delay. */
export const makeFrontierWrites = ({ sql, statements, inCrawlTransaction }: FrontierContext) => {
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
