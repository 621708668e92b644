import { type CrawledPage, redirectEndOf } from "@svc/core"
import { Clock, Effect, Schema } from "effect"
import { orStoreFailure } from "../sql-failure"
import { rowsOf } from "../sql-rows"
import type { FinishedCrawlPage } from "./crawl-record"
import type { FrontierContext } from "./frontier-context"

const AuditSeqRow = Schema.Struct({ auditSeq: Schema.NullOr(Schema.Number) })
const AnsweredRow = Schema.Struct({
  url: Schema.String,
  status: Schema.String,
  page: Schema.NullOr(Schema.String),
  result: Schema.NullOr(Schema.String),
  errorCode: Schema.NullOr(Schema.String),
  errorMessage: Schema.NullOr(Schema.String),
})
type Answered = typeof AnsweredRow.Type
const UrlRow = Schema.Struct({ url: Schema.String })

/** The most rounds of reading the records a redirect leads to, one hop further each (the fetcher's own bound). */
const MAX_HOPS = 5

/**
 * A redirect's end as its audit page: the done or failed record its hops lead to (through other
 * redirects answered apart, as the site view follows them), a loop as the fetcher ends one, or
 * undefined while where it leads has no answer (never fetched).
 */
const endOf = (
  redirect: { readonly url: string; readonly page: CrawledPage },
  recorded: ReadonlyMap<string, Answered>,
): FinishedCrawlPage | undefined => {
  const finishedPage = (url: string): CrawledPage | undefined => {
    const row = recorded.get(url)
    return row === undefined || row.page === null || (row.status !== "done" && row.status !== "failed")
      ? undefined
      : (JSON.parse(row.page) as CrawledPage)
  }
  const followed = redirectEndOf(redirect.page, finishedPage)
  if (followed.kind === "unfetched") return undefined
  if (followed.kind === "loop")
    return {
      status: "failed",
      page: redirect.page,
      code: "unreachable",
      message: `${redirect.url} redirects in a loop.`,
    }
  const row = recorded.get(followed.end.url)
  if (row === undefined) return undefined
  return row.status === "done"
    ? { status: "done", page: redirect.page, result: row.result === null ? null : JSON.parse(row.result) }
    : {
        status: "failed",
        page: redirect.page,
        code: row.errorCode ?? "internal",
        message: row.errorMessage ?? "",
      }
}

/**
 * A crawl of an API audit lists every page it finished in the audit's pages — but a redirect it
 * stopped at (its target fetched by a request of its own) had no answer to list when it finished. As
 * the crawl is judged, each such redirect not yet listed is added with the answer of where it leads
 * (its target's result, or its failure), as a redirect the crawl followed would have been. Idempotent;
 * in the crawl's transaction. Answers how many it added.
 */
export const makeApartRedirectPages = ({
  sql,
  coordination,
  appendAuditPage,
  inCrawlTransaction,
}: FrontierContext) => ({
  appendRedirectsAnsweredApart: (crawlId: string) =>
    orStoreFailure(
      Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
        const added = yield* inCrawlTransaction(
          crawlId,
          Effect.gen(function* () {
            const [crawl] = yield* rowsOf(AuditSeqRow)(
              sql`SELECT audit_seq FROM crawls WHERE id = ${crawlId}`,
            )
            if (crawl?.auditSeq === undefined || crawl.auditSeq === null) return 0
            // Done without a result: pages that are not HTML, and the redirects answered apart.
            const candidates = yield* rowsOf(AnsweredRow)(
              sql`SELECT url, status, page, result, error_code, error_message FROM crawl_pages
                WHERE crawl_id = ${crawlId} AND status = 'done' AND result IS NULL AND page IS NOT NULL`,
            )
            const listed = new Set(
              (yield* rowsOf(UrlRow)(sql`SELECT url FROM pages WHERE audit_seq = ${crawl.auditSeq}`)).map(
                (row) => row.url,
              ),
            )
            const redirects = candidates.flatMap((row) => {
              const page = JSON.parse(row.page ?? "null") as CrawledPage | null
              return page?.answeredApart === true && !listed.has(row.url) ? [{ url: row.url, page }] : []
            })
            if (redirects.length === 0) return 0
            const recorded = new Map<string, Answered>()
            let wanted = [...new Set(redirects.map((redirect) => redirect.page.finalUrl))]
            for (let hop = 0; hop <= MAX_HOPS && wanted.length > 0; hop++) {
              const rows = yield* rowsOf(AnsweredRow)(
                sql`SELECT url, status, page, result, error_code, error_message FROM crawl_pages
                  WHERE crawl_id = ${crawlId} AND ${sql.in("url", wanted)}`,
              )
              for (const row of rows) recorded.set(row.url, row)
              wanted = rows.flatMap((row) => {
                const page = JSON.parse(row.page ?? "null") as CrawledPage | null
                return page?.answeredApart === true && !recorded.has(page.finalUrl) ? [page.finalUrl] : []
              })
            }
            let appended = 0
            for (const redirect of redirects) {
              const end = endOf(redirect, recorded)
              // Listed as it ends: appended as an answered page, no longer one answered apart.
              const listedAs =
                end === undefined ? undefined : { ...end, page: { ...end.page, answeredApart: false } }
              if (listedAs !== undefined && (yield* appendAuditPage(crawlId, redirect.url, listedAs, now)))
                appended += 1
            }
            if (appended > 0) yield* coordination.markChange
            return appended
          }),
        )
        if (added > 0) yield* coordination.changed
        return added
      }),
    ),
})
