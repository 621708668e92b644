import type * as SqlClient from "@effect/sql/SqlClient"
import type { SqlError } from "@effect/sql/SqlError"
import { Effect } from "effect"
import type { CoordinationShape } from "../coordination/coordination"

/**
 * A transaction that writes one crawl's frontier — its URLs, hosts and request slots, and its audit's
 * pages — with the crawl's lock taken first (`Coordination.lockCrawl`). On a database processes share,
 * such transactions of one crawl then never wait on each other in a cycle: the end of a page upserts
 * every link it found, locking rows that another process's end of a page may be writing too.
 */
export const makeCrawlTransaction =
  (sql: SqlClient.SqlClient, coordination: CoordinationShape) =>
  <A, E, R>(crawlId: string, effect: Effect.Effect<A, E, R>): Effect.Effect<A, E | SqlError, R> =>
    sql.withTransaction(Effect.zipRight(coordination.lockCrawl(crawlId), effect))

/** Runs a crawl's frontier writes in one transaction holding the crawl's lock (see `makeCrawlTransaction`). */
export type CrawlTransaction = ReturnType<typeof makeCrawlTransaction>
