import { type ChosenQuery, PageFailure } from "@svc/contract"
import type { FetchedPage } from "@svc/fetch"
import { Either, Schema } from "effect"

const FetchedPageSchema = Schema.Struct({
  requestedUrl: Schema.String,
  finalUrl: Schema.String,
  redirects: Schema.Array(
    Schema.Struct({ url: Schema.String, status: Schema.Number, location: Schema.String }),
  ),
  status: Schema.Number,
  headers: Schema.Record({ key: Schema.String, value: Schema.String }),
  body: Schema.String,
  responseTimeMs: Schema.Number,
  fetchedAt: Schema.String,
}) satisfies Schema.Schema<FetchedPage, FetchedPage>

/**
 * What the start call leaves a worker in the queue (decision 15): the page it fetched, or why the
 * page that answered cannot be audited (too large, not HTML). The worker audits or fails it
 * without fetching the page again.
 */
export const Prefetched = Schema.Union(
  Schema.TaggedStruct("Page", { page: FetchedPageSchema }),
  Schema.TaggedStruct("Failure", { failure: PageFailure }),
)
export type Prefetched = typeof Prefetched.Type

const PrefetchedJson = Schema.parseJson(Prefetched)
const encode = Schema.encodeSync(PrefetchedJson)
const decode = Schema.decodeUnknownEither(PrefetchedJson)

/** The JSON text the queue keeps. */
export const encodePrefetched = (prefetched: Prefetched): string => encode(prefetched)

/** The prefetched page or failure, or undefined when there is none or it cannot be read (then the page is fetched again). */
export const decodePrefetched = (text: string | null): Prefetched | undefined =>
  text === null ? undefined : Either.getOrUndefined(decode(text))

/** What the start call queues for one target: its phrase (decision 17) and what it prefetched. */
export interface QueuedTarget {
  readonly query: ChosenQuery
  readonly prefetched: string | undefined
}
