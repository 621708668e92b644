import type * as SqlClient from "@effect/sql/SqlClient"
import type { SqlError } from "@effect/sql/SqlError"
import { Effect, FiberRef } from "effect"
import type { CoordinationShape } from "../coordination/coordination"

/** What the crawl transaction the fiber runs in does once it has committed; undefined outside one. */
const onCommitted = FiberRef.unsafeMake<Array<() => void> | undefined>(undefined)

/**
 * Runs `remember` once the crawl transaction around the caller has committed — never when it rolls
 * back — so that what a process keeps in memory about the database (a host already registered) is
 * only ever what the database holds. Outside a crawl transaction nothing is remembered.
 */
export const afterCommit = (remember: () => void): Effect.Effect<void> =>
  Effect.map(FiberRef.get(onCommitted), (pending) => {
    pending?.push(remember)
  })

/**
 * A transaction that writes one crawl's frontier — its URLs, hosts and request slots, and its audit's
 * pages — with the crawl's lock taken first (`Coordination.lockCrawl`). On a database processes share,
 * such transactions of one crawl then never wait on each other in a cycle: the end of a page upserts
 * every link it found, locking rows that another process's end of a page may be writing too. One
 * inside another is part of the outer one: what it remembers waits for the outer commit.
 */
export const makeCrawlTransaction =
  (sql: SqlClient.SqlClient, coordination: CoordinationShape) =>
  <A, E, R>(crawlId: string, effect: Effect.Effect<A, E, R>): Effect.Effect<A, E | SqlError, R> =>
    Effect.flatMap(FiberRef.get(onCommitted), (outer) => {
      const transaction = sql.withTransaction(Effect.zipRight(coordination.lockCrawl(crawlId), effect))
      if (outer !== undefined) return transaction
      const pending: Array<() => void> = []
      return Effect.tap(Effect.locally(transaction, onCommitted, pending), () =>
        Effect.sync(() => {
          for (const remember of pending) remember()
        }),
      )
    })

/** Runs a crawl's frontier writes in one transaction holding the crawl's lock (see `makeCrawlTransaction`). */
export type CrawlTransaction = ReturnType<typeof makeCrawlTransaction>
