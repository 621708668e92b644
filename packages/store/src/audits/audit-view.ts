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
import { makeBatchedLookups } from "../batched-lookups"
import { Coordination } from "../coordination/coordination"
import type { StoreFailure } from "../errors"
import type { DurationsCache } from "../queue/recent-durations"
import { queueOf } from "../queue-estimate"
import { orStoreFailure } from "../sql-failure"
import { readerOrClient } from "../sql-reader"
import { rowsOf, SqlBoolean } from "../sql-rows"
import { isStorableText } from "../storable-text"

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

/** The crawl of an audit started with `crawl`: how far it is, and its judgement once it ended. */
export interface AuditCrawlView {
  readonly state: "running" | "done" | "stopped"
  /** The most pages the crawl audits. */
  readonly pageBudget: number
  /** The site judgement was written: the audit is complete. */
  readonly judged: boolean
  /** The site judgement as JSON text, once written. */
  readonly judgementJson: string | null
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
  /** The audit's crawl; null for an audit of the URLs sent. */
  readonly crawl: AuditCrawlView | null
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
/** A page's columns of an outer join: all null for an audit without pages (a crawl that finished none yet). */
const JoinedPageRow = Schema.Struct(
  Object.fromEntries(Object.entries(PageRow.fields).map(([name, field]) => [name, Schema.NullOr(field)])) as {
    [Name in keyof typeof PageRow.fields]: Schema.NullOr<(typeof PageRow.fields)[Name]>
  },
)
/**
 * Each row also carries the queued pages (and their audits) ahead of the audit's first unfinished
 * page, and the audit's crawl's state (null without one).
 */
const AuditPageRow = Schema.extend(
  Schema.extend(AuditRow, JoinedPageRow),
  Schema.Struct({
    aheadPages: Schema.Number,
    aheadAudits: Schema.Number,
    crawlState: Schema.NullOr(Schema.Literal("running", "done", "stopped")),
    crawlJudged: Schema.NullOr(SqlBoolean),
    crawlBudget: Schema.NullOr(Schema.Number),
  }),
)
const JudgementRow = Schema.Struct({ judgement: Schema.NullOr(Schema.String) })

/** The page of a joined row, if the row has one. */
const pageRowOf = (row: typeof JoinedPageRow.Type): PageRow | undefined =>
  row.pageIndex === null ||
  row.url === null ||
  row.status === null ||
  row.phrase === null ||
  row.phraseSource === null
    ? undefined
    : {
        ...row,
        pageIndex: row.pageIndex,
        url: row.url,
        status: row.status,
        phrase: row.phrase,
        phraseSource: row.phraseSource,
      }

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

/** The most audits one batched read takes; one such read runs at a time. */
const MAX_AUDITS_A_READ = 500

type AuditPageRow = typeof AuditPageRow.Type

/** The view of one audit from its rows (in page order), its queue place from `durations`. */
const auditViewOf = (
  rows: ReadonlyArray<AuditPageRow>,
  recent: ReadonlyArray<number>,
  workers: number,
): Option.Option<AuditView> => {
  const [audit] = rows
  if (audit === undefined) return Option.none()
  const pages = rows.flatMap((row) => {
    const page = pageRowOf(row)
    return page === undefined ? [] : [pageViewOf(page)]
  })
  const crawl =
    audit.crawlState === null
      ? null
      : {
          state: audit.crawlState,
          pageBudget: audit.crawlBudget ?? 1,
          judged: audit.crawlJudged === true,
        }
  // A crawl's audit: queued until its first page finishes, complete once judged (decision 12).
  const status: AuditStatus =
    crawl === null
      ? auditStatusOf(pages)
      : crawl.judged
        ? "complete"
        : pages.length === 0
          ? "queued"
          : "running"
  const queue = queueOf({
    status,
    auditsAhead: audit.aheadAudits,
    pagesAhead: audit.aheadPages,
    unfinished: crawl === null ? pages.filter(isUnfinished).length : status === "complete" ? 0 : 1,
    durations: recent,
    workers,
  })
  return Option.some({
    id: audit.id,
    keyId: audit.keyId,
    createdAt: audit.createdAt,
    query: audit.query,
    locale: audit.locale,
    status,
    pages,
    queue,
    crawl: crawl === null ? null : { ...crawl, judgementJson: null },
  })
}

/** Reading audits back, for their owner only, on the store's reader (never waiting for a write). */
export const makeAuditReader = (workers: number, durations: DurationsCache) =>
  Effect.gen(function* () {
    const sql = yield* readerOrClient

    /**
     * The audit with this id if `keyId` owns it; None for an unknown id and for another key's audit
     * alike (both answer 404).
     */
    /** The view with its crawl's judgement read, when it has one (one more statement, for judged crawls only). */
    const withJudgement = (view: AuditView) =>
      view.crawl === null || !view.crawl.judged
        ? Effect.succeed(view)
        : Effect.map(
            rowsOf(JudgementRow)(
              sql`SELECT crawls.judgement FROM crawls JOIN audits ON audits.seq = crawls.audit_seq
                WHERE audits.id = ${view.id}`,
            ),
            (rows): AuditView => ({
              ...view,
              crawl:
                view.crawl === null ? null : { ...view.crawl, judgementJson: rows[0]?.judgement ?? null },
            }),
          )

    /** SQLite: one statement an audit, on the reader of the process's own file. */
    const getOne = (keyId: string, auditId: string) =>
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
                ahead.pages AS ahead_pages, ahead.audits AS ahead_audits,
                crawls.state AS crawl_state, crawls.judgement IS NOT NULL AS crawl_judged, crawls.page_budget AS crawl_budget
              FROM target LEFT JOIN pages ON pages.audit_seq = target.seq CROSS JOIN ahead
                LEFT JOIN crawls ON crawls.audit_seq = target.seq
              ORDER BY pages.page_index`,
          )
          const view = auditViewOf(rows, yield* durations.read, workers)
          return Option.isNone(view) ? view : Option.some(yield* withJudgement(view.value))
        }),
      )

    /**
     * PostgreSQL: the audits with these ids (None for an unknown id), in one statement however many.
     * The queued pages up to the last of these audits are numbered once, in queue order (the order of
     * the index `pages_by_status`), and each audit whose first unfinished page waits finds its place
     * there: the pages ahead are that page's number, the audits ahead the distinct audits before it.
     */
    const viewsByIds = (auditIds: ReadonlyArray<string>) =>
      Effect.gen(function* () {
        const rows = yield* rowsOf(AuditPageRow)(
          sql`WITH targets AS (
              SELECT seq, id, key_id, created_at, query, locale FROM audits WHERE ${sql.in("id", auditIds)}),
            first_unfinished AS (
              SELECT pages.audit_seq, min(pages.page_index) AS page_index
              FROM pages JOIN targets ON pages.audit_seq = targets.seq
              WHERE pages.status IN ('queued', 'running') GROUP BY pages.audit_seq),
            queued AS (
              SELECT audit_seq, page_index,
                row_number() OVER (ORDER BY audit_seq, page_index) - 1 AS pages,
                dense_rank() OVER (ORDER BY audit_seq) - 1 AS audits
              FROM pages WHERE status = 'queued' AND audit_seq <= (SELECT max(seq) FROM targets))
            SELECT targets.seq, targets.id, targets.key_id, targets.created_at, targets.query, targets.locale,
              pages.page_index, pages.url, pages.status, pages.phrase, pages.phrase_source, pages.result,
              pages.error_code, pages.error_message, pages.started_at, pages.finished_at,
              coalesce(queued.pages, 0) AS ahead_pages, coalesce(queued.audits, 0) AS ahead_audits,
              crawls.state AS crawl_state, crawls.judgement IS NOT NULL AS crawl_judged, crawls.page_budget AS crawl_budget
            FROM targets LEFT JOIN pages ON pages.audit_seq = targets.seq
              LEFT JOIN crawls ON crawls.audit_seq = targets.seq
              LEFT JOIN first_unfinished ON first_unfinished.audit_seq = targets.seq
              LEFT JOIN queued ON queued.audit_seq = first_unfinished.audit_seq
                AND queued.page_index = first_unfinished.page_index
            ORDER BY targets.seq, pages.page_index`,
        )
        const byId = new Map<string, Array<AuditPageRow>>()
        for (const row of rows) {
          const own = byId.get(row.id)
          if (own === undefined) byId.set(row.id, [row])
          else own.push(row)
        }
        const recent = yield* durations.read
        return yield* Effect.forEach(auditIds, (auditId) => {
          const view = auditViewOf(byId.get(auditId) ?? [], recent, workers)
          return Option.isNone(view)
            ? Effect.succeed(view)
            : Effect.map(withJudgement(view.value), Option.some)
        })
      })

    /**
     * Many polls of audits not read before (a server's first polls of many clients) share statements:
     * the audits asked for while one read is on its way are read together by the next.
     */
    const viewBatched = makeBatchedLookups({
      maxIds: MAX_AUDITS_A_READ,
      lookUp: (auditIds) => orStoreFailure(viewsByIds(auditIds)),
    })
    const { shared } = yield* Coordination

    /**
     * The audit with this id if `keyId` owns it; None for an unknown id and for another key's audit
     * alike (both answer 404).
     */
    const get = (keyId: string, auditId: string): Effect.Effect<Option.Option<AuditView>, StoreFailure> =>
      !isStorableText(auditId)
        ? Effect.succeed(Option.none())
        : shared
          ? Effect.map(
              viewBatched(auditId),
              Option.filter((view) => view.keyId === keyId),
            )
          : getOne(keyId, auditId)

    /** Which key an audit belongs to, for operators (who read every audit): its id and label. */
    const owner = (auditId: string) =>
      !isStorableText(auditId)
        ? Effect.succeed(Option.none<typeof OwnerRow.Type>())
        : orStoreFailure(
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
