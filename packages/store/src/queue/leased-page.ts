import { type ChosenQuery, Locale, QuerySource } from "@svc/contract"
import { Schema } from "effect"

/** A page of an audit: the audit's id and the page's 0-based index. */
export interface PageRef {
  readonly auditId: string
  readonly index: number
}

/** A page as its lease handed it out: the reference and the address stored with it. */
export interface LeasedRef extends PageRef {
  /** The address as stored (a finished page's audit log row keeps it, `logUrl`). */
  readonly url: string
}

/** A page handed to a worker, with everything needed to audit it. */
export interface LeasedPage extends LeasedRef {
  readonly query: ChosenQuery
  readonly locale: Locale
  /** What the start call left for the worker (e.g. the fetched response), or null. */
  readonly prefetched: string | null
  /** 1 for the first try; more when an earlier worker died holding it. */
  readonly attempt: number
  /** Epoch milliseconds. */
  readonly startedAt: number
  readonly leaseExpiresAt: number
}

/** A leased page's row, as the lease statements return it. */
export const LeasedRow = Schema.Struct({
  auditId: Schema.String,
  pageIndex: Schema.Number,
  url: Schema.String,
  phrase: Schema.String,
  phraseSource: QuerySource,
  locale: Locale,
  prefetched: Schema.NullOr(Schema.String),
  attempts: Schema.Number,
  startedAt: Schema.Number,
  leaseExpiresAt: Schema.Number,
})

export const leasedPageOf = (row: typeof LeasedRow.Type): LeasedPage => ({
  auditId: row.auditId,
  index: row.pageIndex,
  url: row.url,
  query: { primary: row.phrase, source: row.phraseSource },
  locale: row.locale,
  prefetched: row.prefetched,
  attempt: row.attempts,
  startedAt: row.startedAt,
  leaseExpiresAt: row.leaseExpiresAt,
})
