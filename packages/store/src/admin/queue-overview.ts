import { Effect, Schema } from "effect"
import { logUrl } from "../log-url"
import type { QueueFigures } from "../queue/queue-figures"
import { orStoreFailure } from "../sql-failure"
import { readerOrClient } from "../sql-reader"
import { rowsOf } from "../sql-rows"

/** A page waiting or being audited, as the admin panel lists it. */
export interface UnfinishedPage {
  readonly auditId: string
  readonly index: number
  readonly keyLabel: string
  /** The address without query string and fragment, as the audit log keeps it. */
  readonly url: string
  readonly status: "queued" | "running"
  /** Epoch milliseconds: when the audit was queued. */
  readonly queuedAt: number
  /** Epoch milliseconds: when its current try started (running pages only). */
  readonly startedAt: number | null
  readonly leaseOwner: string | null
  readonly leaseExpiresAt: number | null
  readonly attempts: number
}

/** A page that failed, as the admin panel lists it to retry. */
export interface FailedPage {
  readonly auditId: string
  readonly index: number
  readonly keyLabel: string
  readonly url: string
  readonly errorCode: string
  readonly error: string
  /** Epoch milliseconds. */
  readonly finishedAt: number | null
}

/** The queue as the store sees it: its pages, the latest failed ones, and the figures `/healthz` reports. */
export interface QueueOverview {
  /** Running pages first (oldest try first), then queued ones in queue order; at most `limit`. */
  readonly pages: ReadonlyArray<UnfinishedPage>
  /** Failed pages of the newest audits first; at most `limit`. */
  readonly failed: ReadonlyArray<FailedPage>
  readonly figures: QueueFigures
}

const PageRow = Schema.Struct({
  auditId: Schema.String,
  pageIndex: Schema.Number,
  keyLabel: Schema.String,
  url: Schema.String,
  status: Schema.Literal("queued", "running"),
  queuedAt: Schema.Number,
  startedAt: Schema.NullOr(Schema.Number),
  leaseOwner: Schema.NullOr(Schema.String),
  leaseExpiresAt: Schema.NullOr(Schema.Number),
  attempts: Schema.Number,
})
const FailedRow = Schema.Struct({
  auditId: Schema.String,
  pageIndex: Schema.Number,
  keyLabel: Schema.String,
  url: Schema.String,
  errorCode: Schema.String,
  errorMessage: Schema.NullOr(Schema.String),
  finishedAt: Schema.NullOr(Schema.Number),
})

/** The failed pages of the newest audits (by the status index), read on the store's reader. */
export const makeFailedPages = Effect.gen(function* () {
  const sql = yield* readerOrClient
  return (limit = 50) =>
    orStoreFailure(
      Effect.map(
        rowsOf(FailedRow)(
          sql`SELECT audits.id AS audit_id, pages.page_index, api_keys.label AS key_label, pages.url,
                pages.error_code, pages.error_message, pages.finished_at
              FROM pages JOIN audits ON audits.seq = pages.audit_seq JOIN api_keys ON api_keys.id = audits.key_id
              WHERE pages.status = 'failed'
              ORDER BY pages.audit_seq DESC, pages.page_index
              LIMIT ${Math.max(1, Math.floor(limit))}`,
        ),
        (rows) =>
          rows.map(
            (row): FailedPage => ({
              auditId: row.auditId,
              index: row.pageIndex,
              keyLabel: row.keyLabel,
              url: logUrl(row.url),
              errorCode: row.errorCode,
              error: row.errorMessage ?? "",
              finishedAt: row.finishedAt,
            }),
          ),
      ),
    )
})

/** The pages queued and running, read on the store's reader. */
export const makeUnfinishedPages = Effect.gen(function* () {
  const sql = yield* readerOrClient
  return (limit = 200) =>
    orStoreFailure(
      Effect.gen(function* () {
        const pages = yield* rowsOf(PageRow)(
          sql`SELECT audits.id AS audit_id, pages.page_index, api_keys.label AS key_label, pages.url,
                pages.status, audits.created_at AS queued_at, pages.started_at, pages.lease_owner,
                pages.lease_expires_at, pages.attempts
              FROM pages JOIN audits ON audits.seq = pages.audit_seq JOIN api_keys ON api_keys.id = audits.key_id
              WHERE pages.status IN ('queued', 'running')
              ORDER BY CASE WHEN pages.status = 'running' THEN 0 ELSE 1 END, pages.started_at,
                pages.audit_seq, pages.page_index
              LIMIT ${Math.max(1, Math.floor(limit))}`,
        )
        return pages.map(
          (row): UnfinishedPage => ({
            auditId: row.auditId,
            index: row.pageIndex,
            keyLabel: row.keyLabel,
            url: logUrl(row.url),
            status: row.status,
            queuedAt: row.queuedAt,
            startedAt: row.startedAt,
            leaseOwner: row.leaseOwner,
            leaseExpiresAt: row.leaseExpiresAt,
            attempts: row.attempts,
          }),
        )
      }),
    )
})
