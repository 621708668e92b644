import { Schema } from "effect"
import { AuditId, auditPath } from "./audit-id"
import { MAX_CRAWL_PAGES, MAX_URLS } from "./limits"
import { ContractVersion, QuerySource } from "./vocabulary"

/** The phrase a page will be measured against and where it came from (decision 17). */
export const ChosenQuery = Schema.Struct({
  /** The phrase; `""` exactly when `source` is `none`. */
  primary: Schema.String,
  source: QuerySource,
}).pipe(
  Schema.filter(
    (query) =>
      (query.source === "none") === (query.primary === "") || "primary is empty exactly when source is none",
  ),
  Schema.annotations({ identifier: "ChosenQuery" }),
)
export type ChosenQuery = typeof ChosenQuery.Type

/** One page of a new audit and its phrase. */
export const PageQuery = Schema.Struct({
  url: Schema.String,
  query: ChosenQuery,
}).annotations({ identifier: "PageQuery" })
export type PageQuery = typeof PageQuery.Type

/** The answer to `POST /api/v1/audits` (202): the new audit, queued. */
export const StartRecord = Schema.Struct({
  version: ContractVersion,
  id: AuditId,
  status: Schema.Literal("queued"),
  /** Number of (distinct) pages in the audit. */
  pages: Schema.Int.pipe(Schema.between(1, MAX_URLS)),
  /** One item per page, in the order the URLs were sent. */
  queries: Schema.Array(PageQuery),
  /** `/api/v1/audits/<id>`. */
  statusUrl: Schema.String,
  /** Present when the start call sent `crawl`: `pages` is then its start page, and `pageBudget` the most pages it audits. */
  crawl: Schema.optional(
    Schema.Struct({ pageBudget: Schema.Int.pipe(Schema.between(1, MAX_CRAWL_PAGES)) }).annotations({
      identifier: "StartCrawl",
    }),
  ),
}).pipe(
  Schema.filter((record) => {
    if (record.queries.length !== record.pages) return "queries must hold one item per page"
    if (record.statusUrl !== auditPath(record.id)) return `statusUrl must be ${auditPath(record.id)}`
    return true
  }),
  Schema.annotations({ identifier: "StartRecord" }),
)
export type StartRecord = typeof StartRecord.Type
