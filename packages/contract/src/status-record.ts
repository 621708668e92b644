import { Schema } from "effect"
import { AuditId } from "./audit-id"
import { auditStatusOf } from "./audit-status"
import { MAX_CRAWL_PAGES, MAX_URLS } from "./limits"
import { PageEntry } from "./page-entry"
import { Queue } from "./queue"
import { Site } from "./site"
import { AuditStatus, ContractVersion, Timestamp } from "./vocabulary"

/** What the status record of a crawl's audit says of its crawl. */
export const AuditCrawl = Schema.Struct({
  /** The most pages the crawl audits: what the key could still audit of the site today, at most `maxPages`. */
  pageBudget: Schema.Int.pipe(Schema.between(1, MAX_CRAWL_PAGES)),
}).annotations({ identifier: "AuditCrawl" })
export type AuditCrawl = typeof AuditCrawl.Type

/**
 * The rules of a crawl's status record: `queued` with no page finished, `running` while it crawls,
 * `complete` once judged (then `site.crawl` is there); never more pages than its budget.
 */
const crawlRecordProblem = (
  record: {
    readonly status: string
    readonly pages: ReadonlyArray<unknown>
    readonly site?: { readonly crawl?: unknown } | undefined
    readonly queue: { readonly position: number }
  },
  crawl: AuditCrawl,
): string | true => {
  if (record.pages.length > crawl.pageBudget) return "a crawl has at most its pageBudget pages"
  const judged = record.site?.crawl !== undefined
  const expected = judged ? "complete" : record.pages.length === 0 ? "queued" : "running"
  if (record.status !== expected) return `status must be ${expected} for this crawl`
  const positioned = record.status === "queued" ? record.queue.position >= 1 : record.queue.position === 0
  if (!positioned) return "queue.position is 1 or more while queued, 0 otherwise (decision 18)"
  return true
}

/** The answer to `GET /api/v1/audits/{id}`: the audit's state, its pages and, once a page is done, the site. */
export const StatusRecord = Schema.Struct({
  version: ContractVersion,
  id: AuditId,
  status: AuditStatus,
  createdAt: Timestamp,
  queue: Queue,
  /**
   * One entry per page, in the order of the start record's `queries` (1 to 10); for a crawl, one per
   * page it finished, in the order they finished (0 to its `pageBudget`).
   */
  pages: Schema.Array(PageEntry).pipe(Schema.maxItems(MAX_CRAWL_PAGES)),
  /** Present once at least one page is `done` (decision 19), and for a crawl once it is judged. */
  site: Schema.optional(Site),
  /** Present when the audit is a crawl (its start call sent `crawl`). */
  crawl: Schema.optional(AuditCrawl),
}).pipe(
  Schema.filter((record) => {
    if (record.crawl !== undefined) return crawlRecordProblem(record, record.crawl)
    if (record.pages.length < 1 || record.pages.length > MAX_URLS)
      return `pages must hold 1 to ${MAX_URLS} entries`
    const expected = auditStatusOf(record.pages)
    if (record.status !== expected) return `status must be ${expected} for these page statuses (decision 12)`
    const anyDone = record.pages.some((page) => page.status === "done")
    if (anyDone !== (record.site !== undefined))
      return "site is present exactly when a page is done (decision 19)"
    const positioned = record.status === "queued" ? record.queue.position >= 1 : record.queue.position === 0
    if (!positioned) return "queue.position is 1 or more while queued, 0 otherwise (decision 18)"
    return true
  }),
  Schema.annotations({ identifier: "StatusRecord" }),
)
export type StatusRecord = typeof StatusRecord.Type
