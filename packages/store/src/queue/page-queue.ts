import * as SqlClient from "@effect/sql/SqlClient"
import { type ChosenQuery, Locale, type PageFailure, QuerySource, type Result } from "@svc/contract"
import { Clock, Effect, Option, Schema } from "effect"
import type { CoordinationShape } from "../coordination/coordination"
import { LeaseLost } from "../errors"
import { MAX_ATTEMPTS, PAGE_TIMEOUT_MS } from "../limits"
import { logUrl } from "../log-url"
import { orStoreFailure } from "../sql-failure"
import { rowsOf } from "../sql-rows"
import type { DurationsCache } from "./recent-durations"

/** A page of an audit: the audit's id and the page's 0-based index. */
export interface PageRef {
  readonly auditId: string
  readonly index: number
}

/** A page as its lease handed it out: the reference and the address stored with it. */
export interface LeasedRef extends PageRef {
  /** The address as stored (a finished page's audit log row keeps it, `logUrl`). */
  readonly url: string
}

/** A page handed to a worker, with everything needed to audit it. */
export interface LeasedPage extends LeasedRef {
  readonly query: ChosenQuery
  readonly locale: Locale
  /** What the start call left for the worker (e.g. the fetched response), or null. */
  readonly prefetched: string | null
  /** 1 for the first try; more when an earlier worker died holding it. */
  readonly attempt: number
  /** Epoch milliseconds. */
  readonly startedAt: number
  readonly leaseExpiresAt: number
}

/** Pages by status, for operators and health checks. */
export interface QueueCounts {
  readonly queued: number
  readonly running: number
  readonly done: number
  readonly failed: number
}

const LeasedRow = Schema.Struct({
  auditId: Schema.String,
  pageIndex: Schema.Number,
  url: Schema.String,
  phrase: Schema.String,
  phraseSource: QuerySource,
  locale: Locale,
  prefetched: Schema.NullOr(Schema.String),
  attempts: Schema.Number,
  startedAt: Schema.Number,
  leaseExpiresAt: Schema.Number,
})
const OwnedRow = Schema.Struct({
  auditSeq: Schema.Number,
  pageIndex: Schema.Number,
  auditId: Schema.String,
  url: Schema.String,
  keyLabel: Schema.String,
  startedAt: Schema.Number,
  attempts: Schema.Number,
})
type OwnedRow = typeof OwnedRow.Type
const leasedPageOf = (row: typeof LeasedRow.Type): LeasedPage => ({
  auditId: row.auditId,
  index: row.pageIndex,
  url: row.url,
  query: { primary: row.phrase, source: row.phraseSource },
  locale: row.locale,
  prefetched: row.prefetched,
  attempt: row.attempts,
  startedAt: row.startedAt,
  leaseExpiresAt: row.leaseExpiresAt,
})
/** PostgreSQL's lease statement: whether a sweep is due first, and the page leased, if any (its columns null when none). */
const LeaseAttemptRow = Schema.Struct({ sweepDue: Schema.Boolean, auditId: Schema.NullOr(Schema.String) })
const FinishedCountRow = Schema.Struct({ finished: Schema.Number })
const decodeLeaseAttempts = Schema.decodeUnknown(Schema.Array(LeaseAttemptRow))
const decodeLeasedRows = Schema.decodeUnknown(Schema.Array(LeasedRow))
const PageKeyRow = Schema.Struct({ auditSeq: Schema.Number, pageIndex: Schema.Number })
const StatusCountRow = Schema.Struct({ status: Schema.String, count: Schema.Number })

const timeoutFailure: PageFailure = {
  code: "timeout",
  error: `The page audit did not finish within ${PAGE_TIMEOUT_MS / 60_000} minutes.`,
}
const crashedFailure: PageFailure = {
  code: "internal",
  error: `The page stopped its worker ${MAX_ATTEMPTS} times; it is not tried again.`,
}

/**
 * The durable queue of pages. A worker leases the first queued page (first come, first served) for
 * a while and renews the lease as it works; only the lease owner can complete, fail or release the
 * page. A lease that expires — its worker died — puts the page back in the queue, up to
 * `MAX_ATTEMPTS` tries; a page running longer than 15 minutes fails with `timeout`. Every state
 * change is one transaction, and a finished page writes its audit log row in the same one; each moves
 * the store's state version once it has ended (status records are kept by it).
 */
export const makePageQueue = (durations: DurationsCache, coordination: CoordinationShape) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    /** How a statement locks the page rows it reads, where other processes' transactions run beside this one's. */
    const { shared, pageLock: rowLock } = coordination

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

    const hasSwept = (swept: { readonly timedOut: number; readonly expired: number }) =>
      swept.timedOut + swept.expired > 0

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
        return { timedOut: overdue.length, expired: abandoned.length }
      })

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

    const inTransaction = <A, E, R>(effect: (now: number) => Effect.Effect<A, E, R>) =>
      orStoreFailure(sql.withTransaction(Effect.flatMap(Clock.currentTimeMillis, effect)))

    /** The transaction's last statement: tells other processes sharing the database of the change. */
    const bumpShared = coordination.markChange

    /**
     * A transaction that changes some audit's state: the version moves once it has ended, committed
     * or not (a spare move costs a status record one read; a missed one would show a stale record).
     */
    const changing = <A, E, R>(effect: (now: number) => Effect.Effect<A, E, R>) =>
      Effect.ensuring(
        inTransaction((now) => Effect.tap(effect(now), () => bumpShared)),
        coordination.changed,
      )

    /** A transaction that may change nothing (an empty queue, nothing overdue): the version moves when it did. */
    const changingWhen = <A, E, R>(
      effect: (now: number) => Effect.Effect<A, E, R>,
      changed: (outcome: A) => boolean,
    ) =>
      inTransaction((now) =>
        Effect.tap(effect(now), (outcome) => (changed(outcome) ? bumpShared : Effect.void)),
      ).pipe(
        Effect.tap((outcome) => (changed(outcome) ? coordination.changed : Effect.void)),
        Effect.onError(() => coordination.changed),
      )

    /**
     * PostgreSQL: takes the first queued page no other transaction holds and leases it, moving
     * `state` when it did, in one statement (one round trip where SQLite's three cost function
     * calls) — `unless a sweep is due`: then, when a running page is overdue or its lease expired, it
     * leases nothing and says so (`sweep_due`); the leased page's columns are null when none was.
     */
    const leaseStatement = (
      owner: string,
      now: number,
      leaseMs: number,
      when: "always" | "unless a sweep is due",
    ) =>
      sql`WITH due AS MATERIALIZED (
              SELECT ${
                when === "always"
                  ? sql`false`
                  : sql`EXISTS (SELECT 1 FROM pages WHERE status = 'running'
                AND (lease_expires_at <= ${now} OR started_at <= ${now - PAGE_TIMEOUT_MS}))`
              } AS sweep_due),
            next AS MATERIALIZED (
              SELECT pages.audit_seq, pages.page_index FROM pages, due
              WHERE NOT due.sweep_due AND pages.status = 'queued'
              ORDER BY pages.audit_seq, pages.page_index LIMIT 1 FOR UPDATE OF pages SKIP LOCKED),
            leased AS (
              UPDATE pages SET status = 'running', lease_owner = ${owner}, lease_expires_at = ${now + leaseMs},
                started_at = ${now}, attempts = pages.attempts + 1
              FROM next, audits
              WHERE pages.audit_seq = next.audit_seq AND pages.page_index = next.page_index
                AND audits.seq = pages.audit_seq
              RETURNING audits.id AS audit_id, pages.page_index, pages.url, pages.phrase, pages.phrase_source,
                audits.locale, pages.prefetched, pages.attempts, pages.started_at, pages.lease_expires_at),
            bumped AS (
              UPDATE change_counters SET value = value + 1 WHERE name = 'state' AND EXISTS (SELECT 1 FROM leased))
            SELECT due.sweep_due, leased.* FROM due LEFT JOIN leased ON true`

    /** The page `leaseStatement` leased, if it did. */
    const leasedOf = (rows: ReadonlyArray<unknown>) =>
      Effect.gen(function* () {
        const [attempt] = yield* decodeLeaseAttempts(rows)
        if (attempt === undefined || attempt.auditId === null) return Option.none<LeasedPage>()
        const [row] = yield* decodeLeasedRows(rows)
        return Option.fromNullable(row).pipe(Option.map(leasedPageOf))
      })

    /**
     * PostgreSQL: leases the first queued page in one statement, its `state` move included, unless a
     * running page is overdue or its lease expired: then it leases nothing and says a sweep is due
     * (the transaction below sweeps first, so a page returned to the queue keeps its place).
     */
    const leaseAlone = (owner: string, leaseMs: number) =>
      orStoreFailure(
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis
          const rows = yield* leaseStatement(owner, now, leaseMs, "unless a sweep is due")
          const [attempt] = yield* decodeLeaseAttempts(rows)
          if (attempt === undefined || attempt.sweepDue)
            return { sweepDue: true, leased: Option.none<LeasedPage>() }
          const leased = yield* leasedOf(rows)
          if (Option.isSome(leased)) yield* coordination.changed
          return { sweepDue: false, leased }
        }),
      ).pipe(Effect.onError(() => coordination.changed))

    /** Leases the first queued page to `owner` for `leaseMs`, after returning expired leases to the queue. */
    const lease = (owner: string, leaseMs: number) =>
      shared
        ? Effect.flatMap(leaseAlone(owner, leaseMs), (attempt) =>
            attempt.sweepDue ? sweepAndLease(owner, leaseMs) : Effect.succeed(attempt.leased),
          )
        : sweepAndLease(owner, leaseMs)

    /** Returns expired leases to the queue (and fails overdue pages), then leases the first queued page, in one transaction. */
    const sweepAndLease = (owner: string, leaseMs: number) =>
      changingWhen(
        (now) =>
          Effect.gen(function* () {
            const swept = yield* sweepAt(now)
            if (shared) {
              return { swept, leased: yield* leasedOf(yield* leaseStatement(owner, now, leaseMs, "always")) }
            }
            const [next] = yield* rowsOf(PageKeyRow)(
              sql`SELECT audit_seq, page_index FROM pages WHERE status = 'queued'
                ORDER BY audit_seq, page_index LIMIT 1 ${rowLock("skip")}`,
            )
            if (next === undefined) return { swept, leased: Option.none<LeasedPage>() }
            yield* sql`UPDATE pages SET ${sql.update({
              status: "running",
              leaseOwner: owner,
              leaseExpiresAt: now + leaseMs,
              startedAt: now,
            })}, attempts = attempts + 1
            WHERE audit_seq = ${next.auditSeq} AND page_index = ${next.pageIndex} AND status = 'queued'`
            const [row] = yield* rowsOf(
              LeasedRow,
            )(sql`SELECT audits.id AS audit_id, pages.page_index, pages.url,
              pages.phrase, pages.phrase_source, audits.locale, pages.prefetched, pages.attempts,
              pages.started_at, pages.lease_expires_at
            FROM pages JOIN audits ON audits.seq = pages.audit_seq
            WHERE pages.audit_seq = ${next.auditSeq} AND pages.page_index = ${next.pageIndex}`)
            if (row === undefined) return { swept, leased: Option.none<LeasedPage>() }
            return { swept, leased: Option.some(leasedPageOf(row)) }
          }),
        ({ swept, leased }) => Option.isSome(leased) || hasSwept(swept),
      ).pipe(Effect.map(({ leased }) => leased))

    /** Extends the lease by `leaseMs` from now; fails with `LeaseLost` once the page is no longer the owner's. */
    const renew = (owner: string, ref: PageRef, leaseMs: number) =>
      shared ? renewAlone(owner, ref, leaseMs) : renewLocked(owner, ref, leaseMs)

    /** PostgreSQL: one statement, which waits for the row's lock and checks the lease again after the wait. */
    const renewAlone = (owner: string, ref: PageRef, leaseMs: number) =>
      orStoreFailure(
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis
          const renewed = yield* sql`UPDATE pages SET lease_expires_at = ${now + leaseMs} FROM audits
            WHERE audits.id = ${ref.auditId} AND pages.audit_seq = audits.seq AND pages.page_index = ${ref.index}
              AND pages.status = 'running' AND pages.lease_owner = ${owner}
            RETURNING pages.page_index`
          if (renewed.length === 0)
            return yield* new LeaseLost({ auditId: ref.auditId, index: ref.index, owner })
          return now + leaseMs
        }),
      )

    const renewLocked = (owner: string, ref: PageRef, leaseMs: number) =>
      inTransaction((now) =>
        Effect.gen(function* () {
          const page = yield* owned(owner, ref)
          yield* sql`UPDATE pages SET lease_expires_at = ${now + leaseMs}
          WHERE audit_seq = ${page.auditSeq} AND page_index = ${page.pageIndex}`
          return now + leaseMs
        }),
      )

    /**
     * PostgreSQL: finishes the page `owner` holds, writes its audit log row and moves `state`, in one
     * statement (one round trip where a transaction took six). The row lock is waited for and the
     * lease checked again after the wait (PostgreSQL reads the row again before updating it).
     */
    const finishAlone = (
      owner: string,
      page: LeasedRef,
      outcome: { readonly result: string } | PageFailure,
    ) =>
      Effect.ensuring(
        orStoreFailure(
          Effect.gen(function* () {
            const now = yield* Clock.currentTimeMillis
            const done = "result" in outcome
            const status = done ? "done" : "failed"
            const [row] = yield* rowsOf(FinishedCountRow)(sql`WITH finished AS (
                UPDATE pages SET status = ${status}, result = ${done ? outcome.result : null},
                  error_code = ${done ? null : outcome.code}, error_message = ${done ? null : outcome.error},
                  prefetched = NULL, lease_owner = NULL, lease_expires_at = NULL, finished_at = ${now}
                FROM audits JOIN api_keys ON api_keys.id = audits.key_id
                WHERE audits.id = ${page.auditId} AND pages.audit_seq = audits.seq
                  AND pages.page_index = ${page.index} AND pages.status = 'running'
                  AND pages.lease_owner = ${owner}
                RETURNING api_keys.label AS key_label, pages.url, pages.started_at),
              logged AS (
                INSERT INTO audit_log (at, key_label, url, audit_id, page_index, status, duration_ms)
                SELECT ${now}::bigint, finished.key_label,
                  CASE WHEN finished.url = ${page.url}::text THEN ${logUrl(page.url)}::text
                    ELSE split_part(split_part(finished.url, '#', 1), '?', 1) END,
                  ${page.auditId}::text, ${page.index}::integer, ${status}::text,
                  GREATEST(0, ${now}::bigint - finished.started_at)
                FROM finished),
              bumped AS (
                UPDATE change_counters SET value = value + 1
                WHERE name = 'state' AND EXISTS (SELECT 1 FROM finished))
              SELECT count(*) AS finished FROM finished`)
            if ((row?.finished ?? 0) === 0)
              return yield* new LeaseLost({ auditId: page.auditId, index: page.index, owner })
          }),
        ),
        coordination.changed,
      )

    /** Stores the page's result (`done`) and its audit log row; only the lease owner can. */
    const complete = (owner: string, page: LeasedRef, result: Result) =>
      (shared
        ? finishAlone(owner, page, { result: JSON.stringify(result) })
        : changing((now) =>
            Effect.flatMap(owned(owner, page), (owned) =>
              finish(owned, now, { result: JSON.stringify(result) }),
            ),
          )
      ).pipe(Effect.ensuring(durations.invalidate))

    /** Marks the page `failed` with the reason, and writes its audit log row; only the lease owner can. */
    const fail = (owner: string, page: LeasedRef, failure: PageFailure) =>
      shared
        ? finishAlone(owner, page, failure)
        : changing((now) => Effect.flatMap(owned(owner, page), (owned) => finish(owned, now, failure)))

    /** Puts the page back at its place in the queue without counting the try (a worker stopping cleanly). */
    const release = (owner: string, ref: PageRef) =>
      changing(() =>
        Effect.flatMap(owned(owner, ref), (page) => requeue(page, Math.max(0, page.attempts - 1))),
      )

    /** Releases every page `owner` holds; answers how many. */
    const releaseAll = (owner: string) =>
      changingWhen(
        () =>
          Effect.gen(function* () {
            const pages = yield* runningPages(sql.and([sql`pages.lease_owner = ${owner}`]), "wait")
            yield* Effect.forEach(pages, (page) => requeue(page, Math.max(0, page.attempts - 1)), {
              discard: true,
            })
            return pages.length
          }),
        (released) => released > 0,
      )

    /** Fails pages past 15 minutes with `timeout` and returns expired leases to the queue. */
    const sweep = changingWhen(sweepAt, hasSwept)

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
        const orphaned = yield* runningPages(orphanedAt(now), "skip")
        yield* Effect.forEach(orphaned, (page) => returnOrFail(page, now), { discard: true })
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

    return { lease, renew, complete, fail, release, releaseAll, sweep, recover, counts }
  })

export type PageQueue = Effect.Effect.Success<ReturnType<typeof makePageQueue>>
