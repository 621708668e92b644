import * as SqlClient from "@effect/sql/SqlClient"
import { Clock, Effect, Schema } from "effect"
import { AUDIT_LOG_RETENTION_MS } from "./limits"
import { orStoreFailure } from "./sql-failure"
import { rowsOf } from "./sql-rows"
import { isStorableText } from "./storable-text"

/** One row of the audit log (decision 29): no key, no query string, no fragment. */
export interface AuditLogEntry {
  /** Epoch milliseconds when the page finished. */
  readonly at: number
  readonly keyLabel: string
  readonly url: string
  readonly auditId: string
  readonly pageIndex: number
  readonly status: "done" | "failed"
  readonly durationMs: number
  /** The operator who cancelled or retried the page; null for a page that finished by itself. */
  readonly operator: string | null
  readonly action: "cancelled" | "retried" | null
}

const LogRow = Schema.Struct({
  at: Schema.Number,
  keyLabel: Schema.String,
  url: Schema.String,
  auditId: Schema.String,
  pageIndex: Schema.Number,
  status: Schema.Literal("done", "failed"),
  durationMs: Schema.Number,
  operator: Schema.NullOr(Schema.String),
  action: Schema.NullOr(Schema.Literal("cancelled", "retried")),
})

const CountRow = Schema.Struct({ count: Schema.Number })

/** Which audit log rows an operator asks for; every field narrows, none given is every row. */
export interface AuditLogFilter {
  readonly keyLabel?: string | undefined
  readonly status?: "done" | "failed" | undefined
  /** Epoch milliseconds, inclusive. */
  readonly from?: number | undefined
  /** Epoch milliseconds, exclusive. */
  readonly until?: number | undefined
}

/** Reading and purging the audit log; rows are written by the queue as pages finish. */
export const makeAuditLog = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient

  /** The newest rows first, at most `limit`. */
  const recent = (limit: number) =>
    orStoreFailure(
      rowsOf(LogRow)(
        sql`SELECT at, key_label, url, audit_id, page_index, status, duration_ms, operator, action FROM audit_log
            ORDER BY at DESC, audit_id, page_index LIMIT ${Math.max(0, Math.floor(limit))}`,
      ),
    ) satisfies Effect.Effect<ReadonlyArray<AuditLogEntry>, unknown, unknown>

  /** The rows `filter` selects, newest first, at most `limit`. */
  const search = (filter: AuditLogFilter, limit: number) =>
    filter.keyLabel !== undefined && !isStorableText(filter.keyLabel)
      ? Effect.succeed<ReadonlyArray<AuditLogEntry>>([])
      : (orStoreFailure(
          rowsOf(LogRow)(
            sql`SELECT at, key_label, url, audit_id, page_index, status, duration_ms, operator, action FROM audit_log
            WHERE ${sql.and([
              sql`1 = 1`,
              ...(filter.keyLabel === undefined ? [] : [sql`key_label = ${filter.keyLabel}`]),
              ...(filter.status === undefined ? [] : [sql`status = ${filter.status}`]),
              ...(filter.from === undefined ? [] : [sql`at >= ${filter.from}`]),
              ...(filter.until === undefined ? [] : [sql`at < ${filter.until}`]),
            ])}
            ORDER BY at DESC, audit_id, page_index LIMIT ${Math.max(0, Math.floor(limit))}`,
          ),
        ) satisfies Effect.Effect<ReadonlyArray<AuditLogEntry>, unknown, unknown>)

  /** The key labels the log names, for the panel's filter. */
  const keyLabels = orStoreFailure(
    Effect.map(
      rowsOf(Schema.Struct({ keyLabel: Schema.String }))(
        sql`SELECT DISTINCT key_label FROM audit_log ORDER BY key_label`,
      ),
      (rows) => rows.map((row) => row.keyLabel),
    ),
  )

  /** Deletes rows older than 90 days; the server calls it periodically. Answers how many went. */
  const purge = orStoreFailure(
    sql.withTransaction(
      Effect.gen(function* () {
        const cutoff = (yield* Clock.currentTimeMillis) - AUDIT_LOG_RETENTION_MS
        const [counted] = yield* rowsOf(CountRow)(
          sql`SELECT count(*) AS count FROM audit_log WHERE at <= ${cutoff}`,
        )
        yield* sql`DELETE FROM audit_log WHERE at <= ${cutoff}`
        return counted?.count ?? 0
      }),
    ),
  )

  return { recent, search, keyLabels, purge }
})

export type AuditLog = Effect.Effect.Success<typeof makeAuditLog>
