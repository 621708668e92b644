import type * as SqlClient from "@effect/sql/SqlClient"
import { Clock, Effect, Option } from "effect"
import { orStoreFailure } from "../sql-failure"
import { rowsOf } from "../sql-rows"
import { type CrawlRecord, CrawlRow, type CrawlState } from "./crawl-record"
import type { NewCrawl } from "./crawl-rows"

/** The crawl rows: started, found, ended. */
export const makeCrawlRuns = (sql: SqlClient.SqlClient) => {
  const crawlOf = (rows: ReadonlyArray<typeof CrawlRow.Type>): Option.Option<CrawlRecord> =>
    Option.fromNullable(rows[0])

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

    /** Runs a crawl again with new options (a resumed crawl's changed bounds): running, its end forgotten. */
    reopen: (crawlId: string, options: unknown) =>
      orStoreFailure(
        sql`UPDATE crawls SET options = ${JSON.stringify(options ?? null)}, state = 'running', ended_at = NULL,
          end_reason = NULL WHERE id = ${crawlId}`,
      ).pipe(Effect.asVoid),

    /**
     * Ends a running crawl: `done` when nothing was left, `stopped` by a bound (the reason says which).
     * True for the one call that ended it; false when it had ended already (another process sharing
     * the crawl ended it first), so whatever follows the end is done once. A run of a crawl resumed
     * after it stopped (`runStartedAt`, that run's start) ends it again: the earlier end is older.
     */
    end: (crawlId: string, state: Exclude<CrawlState, "running">, reason: string | null, runStartedAt = 0) =>
      orStoreFailure(
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis
          const ended =
            yield* sql`UPDATE crawls SET state = ${state}, ended_at = ${now}, end_reason = ${reason}
            WHERE id = ${crawlId} AND (state = 'running' OR ended_at < ${runStartedAt}) RETURNING id`
          return ended.length > 0
        }),
      ),
  }
}
