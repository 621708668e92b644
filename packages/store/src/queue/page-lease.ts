import type * as SqlClient from "@effect/sql/SqlClient"
import { Clock, Effect, Option, Schema } from "effect"
import type { CoordinationShape } from "../coordination/coordination"
import { PAGE_TIMEOUT_MS } from "../limits"
import { orStoreFailure } from "../sql-failure"
import { rowsOf } from "../sql-rows"
import { type LeasedPage, LeasedRow, leasedPageOf } from "./leased-page"
import type { QueueChanges } from "./queue-changes"
import { hasSwept, type RunningPages } from "./running-pages"

/** PostgreSQL's lease statement: whether a sweep is due first, and the page leased, if any (its columns null when none). */
const LeaseAttemptRow = Schema.Struct({ sweepDue: Schema.Boolean, auditId: Schema.NullOr(Schema.String) })
const decodeLeaseAttempts = Schema.decodeUnknown(Schema.Array(LeaseAttemptRow))
const decodeLeasedRows = Schema.decodeUnknown(Schema.Array(LeasedRow))
const PageKeyRow = Schema.Struct({ auditSeq: Schema.Number, pageIndex: Schema.Number })

/** The page `leaseStatement` leased, if it did. */
const leasedOf = (rows: ReadonlyArray<unknown>) =>
  Effect.gen(function* () {
    const [attempt] = yield* decodeLeaseAttempts(rows)
    if (attempt === undefined || attempt.auditId === null) return Option.none<LeasedPage>()
    const [row] = yield* decodeLeasedRows(rows)
    return Option.fromNullable(row).pipe(Option.map(leasedPageOf))
  })

/**
 * Leasing: a worker takes the first queued page (first come, first served) for a while, after
 * expired leases went back to the queue and overdue pages failed.
 */
export const makePageLease = (
  sql: SqlClient.SqlClient,
  coordination: CoordinationShape,
  running: RunningPages,
  changes: QueueChanges,
) => {
  const { shared, pageLock: rowLock } = coordination

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

  /** One file: leases the first queued page in three statements of the sweeping transaction. */
  const leaseLocked = (owner: string, now: number, leaseMs: number) =>
    Effect.gen(function* () {
      const [next] = yield* rowsOf(PageKeyRow)(
        sql`SELECT audit_seq, page_index FROM pages WHERE status = 'queued'
          ORDER BY audit_seq, page_index LIMIT 1 ${rowLock("skip")}`,
      )
      if (next === undefined) return Option.none<LeasedPage>()
      yield* sql`UPDATE pages SET ${sql.update({
        status: "running",
        leaseOwner: owner,
        leaseExpiresAt: now + leaseMs,
        startedAt: now,
      })}, attempts = attempts + 1
      WHERE audit_seq = ${next.auditSeq} AND page_index = ${next.pageIndex} AND status = 'queued'`
      const [row] = yield* rowsOf(LeasedRow)(sql`SELECT audits.id AS audit_id, pages.page_index, pages.url,
        pages.phrase, pages.phrase_source, audits.locale, pages.prefetched, pages.attempts,
        pages.started_at, pages.lease_expires_at
      FROM pages JOIN audits ON audits.seq = pages.audit_seq
      WHERE pages.audit_seq = ${next.auditSeq} AND pages.page_index = ${next.pageIndex}`)
      return row === undefined ? Option.none<LeasedPage>() : Option.some(leasedPageOf(row))
    })

  /** Returns expired leases to the queue (and fails overdue pages), then leases the first queued page, in one transaction. */
  const sweepAndLease = (owner: string, leaseMs: number) =>
    changes
      .changingWhen(
        (now) =>
          Effect.gen(function* () {
            const swept = yield* running.sweepAt(now)
            const leased = shared
              ? yield* leasedOf(yield* leaseStatement(owner, now, leaseMs, "always"))
              : yield* leaseLocked(owner, now, leaseMs)
            return { swept, leased }
          }),
        ({ swept, leased }) => Option.isSome(leased) || hasSwept(swept),
      )
      .pipe(Effect.map(({ leased }) => leased))

  /** Leases the first queued page to `owner` for `leaseMs`, after returning expired leases to the queue. */
  const lease = (owner: string, leaseMs: number) =>
    shared
      ? Effect.flatMap(leaseAlone(owner, leaseMs), (attempt) =>
          attempt.sweepDue ? sweepAndLease(owner, leaseMs) : Effect.succeed(attempt.leased),
        )
      : sweepAndLease(owner, leaseMs)

  return lease
}
