import type * as SqlClient from "@effect/sql/SqlClient"
import { PageFailureCode } from "@svc/contract"
import { Effect, Option, Schema } from "effect"
import { logUrl } from "../log-url"
import { pageOf, siteOf, utcDay } from "../site"
import { rowsOf } from "../sql-rows"
import type { FinishedCrawlPage } from "./crawl-record"

const AuditOfCrawlRow = Schema.Struct({
  auditSeq: Schema.Number,
  pageBudget: Schema.Number,
  auditId: Schema.String,
  keyId: Schema.String,
  keyLabel: Schema.String,
  query: Schema.NullOr(Schema.String),
})
const NextIndexRow = Schema.Struct({ next: Schema.Number })
const ResultQuery = Schema.Struct({
  query: Schema.Struct({ primary: Schema.String, source: Schema.Literal("input", "suggested", "none") }),
})
const isPageFailureCode = Schema.is(PageFailureCode)
/** Crawls remembered as having no audit at most (then forgotten, and asked again): a store serves many crawls. */
const CRAWLS_REMEMBERED = 10_000

/**
 * A crawl page's entry in its audit (a crawl started through the HTTP API): each page the crawl
 * finishes becomes the audit's next page, done with its result or failed with its code, in the same
 * transaction that records it in the frontier — so it is written once, by the process that held the
 * lease, and the status call's `pages` grows as the crawl goes. That transaction holds the crawl's
 * lock (`CrawlTransaction`), so two processes appending to one audit take the next index in turn; it
 * marks the change (`Coordination.markChange`) as its last statement when this answers true. The page
 * also counts as audited today for the key's site (decision 27) and has its audit log row (its
 * duration is not measured: 0). A crawl of the CLI or the library has no audit: nothing is written.
 */
export const makeCrawlAuditPages = (sql: SqlClient.SqlClient) => {
  /** Crawls seen without an audit: a crawl's audit is written with it or never (a crawl of the CLI or the library). */
  const withoutAudit = new Set<string>()
  return (crawlId: string, url: string, finished: FinishedCrawlPage, now: number) =>
    Effect.gen(function* () {
      // A redirect the crawl stopped at (its target fetched apart) was not audited: its target is the audit's page.
      if (withoutAudit.has(crawlId) || finished.page.answeredApart === true) return false
      const [audit] = yield* rowsOf(AuditOfCrawlRow)(
        sql`SELECT crawls.audit_seq, crawls.page_budget, audits.id AS audit_id, audits.key_id, api_keys.label AS key_label, audits.query
          FROM crawls JOIN audits ON audits.seq = crawls.audit_seq JOIN api_keys ON api_keys.id = audits.key_id
          WHERE crawls.id = ${crawlId}`,
      )
      if (audit === undefined) {
        if (withoutAudit.size >= CRAWLS_REMEMBERED) withoutAudit.clear()
        withoutAudit.add(crawlId)
        return false
      }
      const [index] = yield* rowsOf(NextIndexRow)(
        sql`SELECT coalesce(max(page_index) + 1, 0) AS next FROM pages WHERE audit_seq = ${audit.auditSeq}`,
      )
      // A redirect's target recorded on the way may pass the budget: the crawl judges it, the audit lists the budget's pages.
      if ((index?.next ?? 0) >= audit.pageBudget) return false
      // A page done without a result (not HTML) has nothing to show: it fails as the page queue's would.
      const found =
        finished.status === "done" ? Schema.decodeUnknownOption(ResultQuery)(finished.result) : Option.none()
      const query = Option.isSome(found) ? found.value.query : undefined
      const result =
        finished.status === "done" && query !== undefined ? JSON.stringify(finished.result) : null
      const failure =
        finished.status === "failed"
          ? { code: isPageFailureCode(finished.code) ? finished.code : "internal", message: finished.message }
          : { code: "not_html", message: "The address answered with something other than an HTML page." }
      yield* sql`INSERT INTO pages ${sql.insert({
        auditSeq: audit.auditSeq,
        pageIndex: index?.next ?? 0,
        url,
        phrase: query?.primary ?? audit.query ?? "",
        phraseSource: query?.source ?? (audit.query === null ? "none" : "input"),
        status: query !== undefined ? "done" : "failed",
        attempts: 1,
        startedAt: now,
        finishedAt: now,
        result,
        errorCode: query !== undefined ? null : failure.code,
        errorMessage: query !== undefined ? null : failure.message,
      })}`
      yield* sql`INSERT INTO audit_log ${sql.insert({
        at: now,
        keyLabel: audit.keyLabel,
        url: logUrl(url),
        auditId: audit.auditId,
        pageIndex: index?.next ?? 0,
        status: query !== undefined ? "done" : "failed",
        durationMs: 0,
      })}`
      yield* sql`INSERT INTO site_pages ${sql.insert({
        keyId: audit.keyId,
        day: utcDay(now),
        site: siteOf(url),
        page: pageOf(url),
        url,
        at: now,
      })} ON CONFLICT (key_id, day, site, page) DO NOTHING`
      return true
    })
}

/** Adds a finished crawl page to its crawl's audit, inside the caller's crawl transaction; true when it had one. */
export type AppendAuditPage = ReturnType<typeof makeCrawlAuditPages>
