import {
  type AuditStatus,
  auditStatusOf,
  type ChosenQuery,
  Locale,
  type PageFailure,
  PageFailureCode,
  PageStatus,
  QuerySource,
  type Queue,
} from "@svc/contract"
import { Effect, Option, Schema } from "effect"
import type { DurationsCache } from "../queue/recent-durations"
import { queueOf } from "../queue-estimate"
import { orStoreFailure } from "../sql-failure"
import { readerOrClient } from "../sql-reader"
import { rowsOf } from "../sql-rows"

/** One page of an audit as stored. */
export interface PageView {
  readonly index: number
  /** The address as the caller sent it. */
  readonly url: string
  readonly status: PageStatus
  readonly query: ChosenQuery
  /** The result as JSON text when `done`, else null. */
  readonly resultJson: string | null
  /** Why the page failed when `failed`, else null. */
  readonly error: PageFailure | null
  /** Epoch milliseconds of the current (or last) try's start, and of the end. */
  readonly startedAt: number | null
  readonly finishedAt: number | null
}

/** An audit with its pages and its place in the queue: everything a status record is made of but `site`. */
export interface AuditView {
  readonly id: string
  readonly keyId: string
  /** Epoch milliseconds. */
  readonly createdAt: number
  readonly query: string | null
  readonly locale: Locale
  readonly status: AuditStatus
  readonly pages: ReadonlyArray<PageView>
  readonly queue: Queue
}

const AuditRow = Schema.Struct({
  seq: Schema.Number,
  id: Schema.String,
  keyId: Schema.String,
  createdAt: Schema.Number,
  query: Schema.NullOr(Schema.String),
  locale: Locale,
})
const PageRow = Schema.Struct({
  pageIndex: Schema.Number,
  url: Schema.String,
  status: PageStatus,
  phrase: Schema.String,
  phraseSource: QuerySource,
  result: Schema.NullOr(Schema.String),
  errorCode: Schema.NullOr(PageFailureCode),
  errorMessage: Schema.NullOr(Schema.String),
  startedAt: Schema.NullOr(Schema.Number),
  finishedAt: Schema.NullOr(Schema.Number),
})
type PageRow = typeof PageRow.Type
/** Each row also carries the queued pages (and their audits) ahead of the audit's first unfinished page. */
const AuditPageRow = Schema.extend(
  Schema.extend(AuditRow, PageRow),
  Schema.Struct({ aheadPages: Schema.Number, aheadAudits: Schema.Number }),
)

const OwnerRow = Schema.Struct({ keyId: Schema.String, keyLabel: Schema.String })

const pageViewOf = (row: PageRow): PageView => ({
  index: row.pageIndex,
  url: row.url,
  status: row.status,
  query: { primary: row.phrase, source: row.phraseSource },
  resultJson: row.status === "done" ? row.result : null,
  error:
    row.status === "failed" && row.errorCode !== null
      ? { code: row.errorCode, error: row.errorMessage ?? "" }
      : null,
  startedAt: row.startedAt,
  finishedAt: row.finishedAt,
})

const isUnfinished = (page: PageView): boolean => page.status === "queued" || page.status === "running"

/** Reading audits back, for their owner only, on the store's reader (never waiting for a write). */
export const makeAuditReader = (workers: number, durations: DurationsCache) =>
  Effect.gen(function* () {
    const sql = yield* readerOrClient

    /**
     * The audit with this id if `keyId` owns it; None for an unknown id and for another key's audit
     * alike (both answer 404).
     */
    const get = (keyId: string, auditId: string) =>
      orStoreFailure(
        Effect.gen(function* () {
          // One statement: the audit, its pages, and — when its first unfinished page waits — the
          // queued pages ahead of that page, counted once (a status poll runs this on every call).
          const rows = yield* rowsOf(AuditPageRow)(
            sql`WITH target AS (
                SELECT seq, id, key_id, created_at, query, locale FROM audits
                WHERE id = ${auditId} AND key_id = ${keyId}),
              first_unfinished AS (
                SELECT pages.page_index, pages.status FROM pages JOIN target ON pages.audit_seq = target.seq
                WHERE pages.status IN ('queued', 'running') ORDER BY pages.page_index LIMIT 1),
              ahead AS (
                SELECT count(*) AS pages, count(DISTINCT queued.audit_seq) AS audits
                FROM pages AS queued, target, first_unfinished
                WHERE first_unfinished.status = 'queued' AND queued.status = 'queued'
                  AND (queued.audit_seq < target.seq
                    OR (queued.audit_seq = target.seq AND queued.page_index < first_unfinished.page_index)))
              SELECT target.seq, target.id, target.key_id, target.created_at, target.query, target.locale,
                pages.page_index, pages.url, pages.status, pages.phrase, pages.phrase_source, pages.result,
                pages.error_code, pages.error_message, pages.started_at, pages.finished_at,
                ahead.pages AS ahead_pages, ahead.audits AS ahead_audits
              FROM target JOIN pages ON pages.audit_seq = target.seq CROSS JOIN ahead
              ORDER BY pages.page_index`,
          )
          const [audit] = rows
          if (audit === undefined) return Option.none<AuditView>()
          const pages = rows.map(pageViewOf)
          const status = auditStatusOf(pages)
          const queue = queueOf({
            status,
            auditsAhead: audit.aheadAudits,
            pagesAhead: audit.aheadPages,
            unfinished: pages.filter(isUnfinished).length,
            durations: yield* durations.read,
            workers,
          })
          return Option.some<AuditView>({
            id: audit.id,
            keyId: audit.keyId,
            createdAt: audit.createdAt,
            query: audit.query,
            locale: audit.locale,
            status,
            pages,
            queue,
          })
        }),
      )

    /** Which key an audit belongs to, for operators (who read every audit): its id and label. */
    const owner = (auditId: string) =>
      orStoreFailure(
        Effect.map(
          rowsOf(OwnerRow)(
            sql`SELECT api_keys.id AS key_id, api_keys.label AS key_label FROM audits
                JOIN api_keys ON api_keys.id = audits.key_id WHERE audits.id = ${auditId}`,
          ),
          (rows) => Option.fromNullable(rows[0]),
        ),
      )

    return { get, owner }
  })
