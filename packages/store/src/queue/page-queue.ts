import * as SqlClient from "@effect/sql/SqlClient"
import type { PageFailure, Result } from "@svc/contract"
import { Effect, Schema } from "effect"
import type { CoordinationShape } from "../coordination/coordination"
import { MAX_ATTEMPTS } from "../limits"
import { orStoreFailure } from "../sql-failure"
import { rowsOf } from "../sql-rows"
import { makeLeaseRenewal } from "./lease-renewal"
import type { LeasedRef, PageRef } from "./leased-page"
import { makePageLease } from "./page-lease"
import { makeQueueChanges } from "./queue-changes"
import type { DurationsCache } from "./recent-durations"
import { hasSwept, makeRunningPages } from "./running-pages"
import { makeSharedFinish } from "./shared-finish"

/** Pages by status, for operators and health checks. */
export interface QueueCounts {
  readonly queued: number
  readonly running: number
  readonly done: number
  readonly failed: number
}

const StatusCountRow = Schema.Struct({ status: Schema.String, count: Schema.Number })

/**
 * The durable queue of pages. A worker leases the first queued page (first come, first served) for
 * a while and renews the lease as it works (`page-lease.ts`, `lease-renewal.ts`); only the lease
 * owner can complete, fail or release the page. A lease that expires — its worker died — puts the
 * page back in the queue, up to `MAX_ATTEMPTS` tries; a page running longer than 15 minutes fails
 * with `timeout` (`running-pages.ts`). Every state change is one transaction, and a finished page
 * writes its audit log row in the same one; each moves the store's state version once it has ended
 * (`queue-changes.ts`; status records are kept by it).
 */
export const makePageQueue = (durations: DurationsCache, coordination: CoordinationShape) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const { shared } = coordination
    const running = makeRunningPages(sql, coordination)
    const changes = makeQueueChanges(sql, coordination)
    const { changing, changingWhen } = changes
    const finishAlone = makeSharedFinish(sql, coordination)

    /** Stores the page's result (`done`) and its audit log row; only the lease owner can. */
    const complete = (owner: string, page: LeasedRef, result: Result) =>
      (shared
        ? finishAlone(owner, page, { result: JSON.stringify(result) })
        : changing((now) =>
            Effect.flatMap(running.owned(owner, page), (owned) =>
              running.finish(owned, now, { result: JSON.stringify(result) }),
            ),
          )
      ).pipe(Effect.ensuring(durations.invalidate))

    /** Marks the page `failed` with the reason, and writes its audit log row; only the lease owner can. */
    const fail = (owner: string, page: LeasedRef, failure: PageFailure) =>
      shared
        ? finishAlone(owner, page, failure)
        : changing((now) =>
            Effect.flatMap(running.owned(owner, page), (owned) => running.finish(owned, now, failure)),
          )

    /** Puts the page back at its place in the queue without counting the try (a worker stopping cleanly). */
    const release = (owner: string, ref: PageRef) =>
      changing(() =>
        Effect.flatMap(running.owned(owner, ref), (page) =>
          running.requeue(page, Math.max(0, page.attempts - 1)),
        ),
      )

    /** Releases every page `owner` holds; answers how many. */
    const releaseAll = (owner: string) =>
      changingWhen(
        () =>
          Effect.gen(function* () {
            const pages = yield* running.runningPages(sql.and([sql`pages.lease_owner = ${owner}`]), "wait")
            yield* Effect.forEach(pages, (page) => running.requeue(page, Math.max(0, page.attempts - 1)), {
              discard: true,
            })
            return pages.length
          }),
        (released) => released > 0,
      )

    /** Fails pages past 15 minutes with `timeout` and returns expired leases to the queue. */
    const sweep = changingWhen(running.sweepAt, hasSwept)

    /**
     * Which running pages a process starting up may take back. On SQLite one process serves a file:
     * every running page was left by one that stopped. On PostgreSQL other processes may be working
     * on theirs: only pages whose lease ran out are orphaned.
     */
    const orphanedAt = (now: number) => sql.and([shared ? sql`pages.lease_expires_at <= ${now}` : sql`1 = 1`])

    /**
     * At start-up, before any worker of this process runs: every page left `running` by a process that
     * stopped goes back to the queue (or fails, after `MAX_ATTEMPTS` tries). Queued pages simply stay.
     */
    const recover = changing((now) =>
      Effect.gen(function* () {
        const orphaned = yield* running.runningPages(orphanedAt(now), "skip")
        yield* Effect.forEach(orphaned, (page) => running.returnOrFail(page, now), { discard: true })
        return {
          requeued: orphaned.filter((page) => page.attempts < MAX_ATTEMPTS).length,
          failed: orphaned.filter((page) => page.attempts >= MAX_ATTEMPTS).length,
        }
      }),
    )

    /** Pages by status. */
    const counts = orStoreFailure(
      Effect.map(
        rowsOf(StatusCountRow)(sql`SELECT status, count(*) AS count FROM pages GROUP BY status`),
        (rows): QueueCounts => {
          const of = (status: string) => rows.find((row) => row.status === status)?.count ?? 0
          return { queued: of("queued"), running: of("running"), done: of("done"), failed: of("failed") }
        },
      ),
    )

    return {
      lease: makePageLease(sql, coordination, running, changes),
      renew: makeLeaseRenewal(sql, shared, running, changes),
      complete,
      fail,
      release,
      releaseAll,
      sweep,
      recover,
      counts,
    }
  })

export type PageQueue = Effect.Effect.Success<ReturnType<typeof makePageQueue>>
