import type * as SqlClient from "@effect/sql/SqlClient"
import type { PageFailure } from "@svc/contract"
import { Effect, Schema } from "effect"
import type { CoordinationShape } from "../coordination/coordination"
import { LeaseLost } from "../errors"
import { MAX_ATTEMPTS, PAGE_TIMEOUT_MS } from "../limits"
import { logUrl } from "../log-url"
import { rowsOf } from "../sql-rows"
import type { PageRef } from "./leased-page"

const OwnedRow = Schema.Struct({
  auditSeq: Schema.Number,
  pageIndex: Schema.Number,
  auditId: Schema.String,
  url: Schema.String,
  keyLabel: Schema.String,
  startedAt: Schema.Number,
  attempts: Schema.Number,
})
/** A running page with what its audit log row needs. */
export type OwnedRow = typeof OwnedRow.Type

const timeoutFailure: PageFailure = {
  code: "timeout",
  error: `The page audit did not finish within ${PAGE_TIMEOUT_MS / 60_000} minutes.`,
}
const crashedFailure: PageFailure = {
  code: "internal",
  error: `The page stopped its worker ${MAX_ATTEMPTS} times; it is not tried again.`,
}

/** What a sweep did: pages failed with `timeout`, pages whose lease expired returned (or failed). */
export interface Swept {
  readonly timedOut: number
  readonly expired: number
}

export const hasSwept = (swept: Swept) => swept.timedOut + swept.expired > 0

/**
 * The running pages inside a transaction: found (and locked), finished with their audit log row,
 * put back in the queue, swept when overdue or abandoned.
 */
export const makeRunningPages = (sql: SqlClient.SqlClient, coordination: CoordinationShape) => {
  /** How a statement locks the page rows it reads, where other processes' transactions run beside this one's. */
  const rowLock = coordination.pageLock

  /** The running pages matching `condition`, with what their audit log rows need, locked by `lock`. */
  const runningPages = (condition: ReturnType<typeof sql.and>, lock: "wait" | "skip") =>
    rowsOf(OwnedRow)(sql`SELECT pages.audit_seq, pages.page_index, audits.id AS audit_id, pages.url,
      api_keys.label AS key_label, pages.started_at, pages.attempts
    FROM pages JOIN audits ON audits.seq = pages.audit_seq JOIN api_keys ON api_keys.id = audits.key_id
    WHERE pages.status = 'running' AND ${condition} ${rowLock(lock)}`)

  const finish = (page: OwnedRow, now: number, outcome: { readonly result: string } | PageFailure) =>
    Effect.gen(function* () {
      const done = "result" in outcome
      yield* sql`UPDATE pages SET ${sql.update({
        status: done ? "done" : "failed",
        result: done ? outcome.result : null,
        errorCode: done ? null : outcome.code,
        errorMessage: done ? null : outcome.error,
        // What the start call fetched for the worker (up to megabytes) is of no use once the page is finished.
        prefetched: null,
        leaseOwner: null,
        leaseExpiresAt: null,
        finishedAt: now,
      })} WHERE audit_seq = ${page.auditSeq} AND page_index = ${page.pageIndex}`
      yield* sql`INSERT INTO audit_log ${sql.insert({
        at: now,
        keyLabel: page.keyLabel,
        url: logUrl(page.url),
        auditId: page.auditId,
        pageIndex: page.pageIndex,
        status: done ? "done" : "failed",
        durationMs: Math.max(0, now - page.startedAt),
      })}`
    })

  const requeue = (page: OwnedRow, attempts: number) =>
    sql`UPDATE pages SET ${sql.update({
      status: "queued",
      leaseOwner: null,
      leaseExpiresAt: null,
      startedAt: null,
      attempts,
    })} WHERE audit_seq = ${page.auditSeq} AND page_index = ${page.pageIndex}`

  /** A page whose worker is gone goes back to the queue, unless it has used up its tries. */
  const returnOrFail = (page: OwnedRow, now: number) =>
    page.attempts >= MAX_ATTEMPTS ? finish(page, now, crashedFailure) : requeue(page, page.attempts)

  /** Pages past 15 minutes fail with `timeout`; the others whose lease expired go back (one read for both). */
  const sweepAt = (now: number) =>
    Effect.gen(function* () {
      const overdueAt = now - PAGE_TIMEOUT_MS
      const found = yield* runningPages(
        sql.or([sql`pages.started_at <= ${overdueAt}`, sql`pages.lease_expires_at <= ${now}`]),
        "skip",
      )
      const overdue = found.filter((page) => page.startedAt <= overdueAt)
      const abandoned = found.filter((page) => page.startedAt > overdueAt)
      yield* Effect.forEach(overdue, (page) => finish(page, now, timeoutFailure), { discard: true })
      yield* Effect.forEach(abandoned, (page) => returnOrFail(page, now), { discard: true })
      return { timedOut: overdue.length, expired: abandoned.length } satisfies Swept
    })

  /** The running page `owner` holds, locked; `LeaseLost` when it no longer does. */
  const owned = (owner: string, ref: PageRef) =>
    Effect.gen(function* () {
      const [page] = yield* runningPages(
        sql.and([
          sql`audits.id = ${ref.auditId}`,
          sql`pages.page_index = ${ref.index}`,
          sql`pages.lease_owner = ${owner}`,
        ]),
        "wait",
      )
      if (page === undefined) return yield* new LeaseLost({ auditId: ref.auditId, index: ref.index, owner })
      return page
    })

  return { runningPages, finish, requeue, returnOrFail, sweepAt, owned }
}

export type RunningPages = ReturnType<typeof makeRunningPages>
