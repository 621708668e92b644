import * as SqlClient from "@effect/sql/SqlClient"
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
import { recentDurations } from "../queue/recent-durations"
import { queueOf } from "../queue-estimate"
import { orStoreFailure } from "../sql-failure"
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
const AuditPageRow = Schema.extend(AuditRow, PageRow)
const AheadRow = Schema.Struct({ pages: Schema.Number, audits: Schema.Number })

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

/** Reading audits back, for their owner only. */
export const makeAuditReader = (workers: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    /** Queued pages (and the audits they belong to) that start before the page at (seq, index). */
    const ahead = (seq: number, index: number) =>
      Effect.map(
        rowsOf(AheadRow)(sql`SELECT count(*) AS pages, count(DISTINCT audit_seq) AS audits FROM pages
          WHERE status = 'queued' AND (audit_seq < ${seq} OR (audit_seq = ${seq} AND page_index < ${index}))`),
        (rows) => rows[0] ?? { pages: 0, audits: 0 },
      )

    /**
     * The audit with this id if `keyId` owns it; None for an unknown id and for another key's audit
     * alike (both answer 404).
     */
    const get = (keyId: string, auditId: string) =>
      orStoreFailure(
        Effect.gen(function* () {
          const rows = yield* rowsOf(AuditPageRow)(
            sql`SELECT audits.seq, audits.id, audits.key_id, audits.created_at, audits.query, audits.locale,
                pages.page_index, pages.url, pages.status, pages.phrase, pages.phrase_source, pages.result,
                pages.error_code, pages.error_message, pages.started_at, pages.finished_at
              FROM audits JOIN pages ON pages.audit_seq = audits.seq
              WHERE audits.id = ${auditId} AND audits.key_id = ${keyId} ORDER BY pages.page_index`,
          )
          const [audit] = rows
          if (audit === undefined) return Option.none<AuditView>()
          const pages = rows.map(pageViewOf)
          const status = auditStatusOf(pages)
          const first = pages.find(isUnfinished)
          const before =
            first?.status === "queued" ? yield* ahead(audit.seq, first.index) : { pages: 0, audits: 0 }
          const queue = queueOf({
            status,
            auditsAhead: before.audits,
            pagesAhead: before.pages,
            unfinished: pages.filter(isUnfinished).length,
            durations: yield* recentDurations(sql),
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

    return { get }
  })
