import { Schema } from "effect"
import { AuditId } from "./audit-id"
import { auditStatusOf } from "./audit-status"
import { MAX_URLS } from "./limits"
import { PageEntry } from "./page-entry"
import { Queue } from "./queue"
import { Site } from "./site"
import { AuditStatus, ContractVersion, Timestamp } from "./vocabulary"

/** The answer to `GET /api/v1/audits/{id}`: the audit's state, its pages and, once a page is done, the site. */
export const StatusRecord = Schema.Struct({
  version: ContractVersion,
  id: AuditId,
  status: AuditStatus,
  createdAt: Timestamp,
  queue: Queue,
  /** One entry per page, in the order of the start record's `queries`. */
  pages: Schema.Array(PageEntry).pipe(Schema.minItems(1), Schema.maxItems(MAX_URLS)),
  /** Present once at least one page is `done` (decision 19). */
  site: Schema.optional(Site),
}).pipe(
  Schema.filter((record) => {
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
