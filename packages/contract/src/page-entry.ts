import { Schema } from "effect"
import { PageFailure } from "./page-failure"
import { Result } from "./result"

/** The address as sent by the caller (trimmed); the result's `url` is the address after redirects. */
const SentUrl = Schema.String

/** A page waiting in the queue or being audited: no `result` yet. */
export const PendingPageEntry = Schema.Struct({
  url: SentUrl,
  status: Schema.Literal("queued", "running"),
}).annotations({ identifier: "PendingPageEntry" })
export type PendingPageEntry = typeof PendingPageEntry.Type

/** A finished page with its result. */
export const DonePageEntry = Schema.Struct({
  url: SentUrl,
  status: Schema.Literal("done"),
  result: Result,
}).annotations({ identifier: "DonePageEntry" })
export type DonePageEntry = typeof DonePageEntry.Type

/** A page that could not be audited, with the reason. */
export const FailedPageEntry = Schema.Struct({
  url: SentUrl,
  status: Schema.Literal("failed"),
  error: PageFailure,
}).annotations({ identifier: "FailedPageEntry" })
export type FailedPageEntry = typeof FailedPageEntry.Type

/** One page of an audit, discriminated by `status` (decision 13); `result` only when `done`. */
export const PageEntry = Schema.Union(PendingPageEntry, DonePageEntry, FailedPageEntry).annotations({
  identifier: "PageEntry",
})
export type PageEntry = typeof PageEntry.Type
