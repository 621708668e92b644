import { Effect, Schema } from "effect"
import { logUrl } from "../log-url"
import type { QueueFigures } from "../queue/queue-figures"
import { orStoreFailure } from "../sql-failure"
import { readerOrClient } from "../sql-reader"
import { rowsOf, SqlBoolean } from "../sql-rows"

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
  /** A crawl audited it: it is not retried alone (`PageOfCrawl`). */
  readonly ofCrawl: boolean
}

/** A crawl of an API audit, as the admin panel lists it beside the queued pages. */
export interface CrawlInQueue {
  readonly auditId: string
  readonly keyLabel: string
  readonly startUrl: string
  /** `running`; `judging` (ended, its site not yet judged); `done`; `stopped` by its page budget. */
  readonly state: "running" | "judging" | "done" | "stopped"
  readonly done: number
  /** Waiting or being fetched. */
  readonly queued: number
  readonly failed: number
  /** Epoch milliseconds. */
  readonly startedAt: number
}

/** The queue as the store sees it: its pages, the latest failed ones, and the figures `/healthz` reports. */
export interface QueueOverview {
  /** Running pages first (oldest try first), then queued ones in queue order; at most `limit`. */
  readonly pages: ReadonlyArray<UnfinishedPage>
  /** Failed pages of the newest audits first; at most `limit`. */
  readonly failed: ReadonlyArray<FailedPage>
  /** The crawls of API audits not yet judged, then the latest judged ones; at most `limit`. */
  readonly crawls: ReadonlyArray<CrawlInQueue>
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
  ofCrawl: SqlBoolean,
})

const CrawlRow = Schema.Struct({
  auditId: Schema.String,
  keyLabel: Schema.String,
  startUrl: Schema.String,
  state: Schema.Literal("running", "done", "stopped"),
  judged: SqlBoolean,
  done: Schema.Number,
  queued: Schema.Number,
  failed: Schema.Number,
  startedAt: Schema.Number,
})

/** The crawls of API audits, unfinished first, read on the store's reader. */
export const makeCrawlsInQueue = Effect.gen(function* () {
  const sql = yield* readerOrClient
  const count = (statuses: string) =>
    sql.literal(
      `(SELECT count(*) FROM crawl_pages WHERE crawl_pages.crawl_id = crawls.id AND crawl_pages.status IN (${statuses}))`,
    )
  return (limit = 20) =>
    orStoreFailure(
      Effect.map(
        rowsOf(CrawlRow)(
          sql`SELECT audits.id AS audit_id, api_keys.label AS key_label, crawls.start_url, crawls.state,
                crawls.judgement IS NOT NULL AS judged, ${count("'done'")} AS done,
                ${count("'queued', 'leased'")} AS queued, ${count("'failed'")} AS failed, crawls.started_at
              FROM crawls JOIN audits ON audits.seq = crawls.audit_seq JOIN api_keys ON api_keys.id = audits.key_id
              ORDER BY CASE WHEN crawls.judgement IS NULL THEN 0 ELSE 1 END, crawls.started_at DESC, crawls.id
              LIMIT ${Math.max(1, Math.floor(limit))}`,
        ),
        (rows) =>
          rows.map(
            (row): CrawlInQueue => ({
              auditId: row.auditId,
              keyLabel: row.keyLabel,
              startUrl: logUrl(row.startUrl),
              state: row.state === "running" ? "running" : row.judged ? row.state : "judging",
              done: row.done,
              queued: row.queued,
              failed: row.failed,
              startedAt: row.startedAt,
            }),
          ),
      ),
    )
})

/** The failed pages of the newest audits (by the status index), read on the store's reader. */
export const makeFailedPages = Effect.gen(function* () {
  const sql = yield* readerOrClient
  return (limit = 50) =>
    orStoreFailure(
      Effect.map(
        rowsOf(FailedRow)(
          sql`SELECT audits.id AS audit_id, pages.page_index, api_keys.label AS key_label, pages.url,
                pages.error_code, pages.error_message, pages.finished_at,
                EXISTS (SELECT 1 FROM crawls WHERE crawls.audit_seq = pages.audit_seq) AS of_crawl
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
              ofCrawl: row.ofCrawl,
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
