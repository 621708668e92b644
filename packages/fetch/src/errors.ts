import { InvalidRequest, type PageFailureCode, Unreachable } from "@svc/contract"
import { Schema } from "effect"

/** What every failed fetch says: the sentence, and the host as written in the URL. */
const failedFetchFields = {
  message: Schema.String,
  host: Schema.String,
}

/**
 * The target, or a redirect hop, is (or resolves only to) a non-public address (decision 3). Nothing
 * was sent to it. `redirected` tells a refused redirect (the site sent us there) from a refused target.
 */
export class NotPublic extends Schema.TaggedError<NotPublic>()("NotPublic", {
  ...failedFetchFields,
  /** The refused address when the host is a name that resolved to it (or a literal); never in `message`. */
  address: Schema.optional(Schema.String),
  redirected: Schema.Boolean,
}) {}

/** The response did not finish within its time limit (headers, a stalled body or the overall deadline). */
export class Timeout extends Schema.TaggedError<Timeout>()("Timeout", {
  ...failedFetchFields,
  /** The limit that was exceeded, in milliseconds. */
  limitMs: Schema.Number,
}) {}

/** The decoded body exceeded the limit the fetcher reads. */
export class TooLarge extends Schema.TaggedError<TooLarge>()("TooLarge", {
  ...failedFetchFields,
  /** The limit on decoded bytes. */
  limitBytes: Schema.Number,
}) {}

/**
 * The response stacks more content codings than the fetcher undoes (`Content-Encoding: gzip, gzip, …`).
 * The site answered, so it is a failed page (`too_large`: more than the fetcher reads), never
 * `unreachable`.
 */
export class TooManyCodings extends Schema.TaggedError<TooManyCodings>()("TooManyCodings", {
  ...failedFetchFields,
  /** The codings the response declared. */
  codings: Schema.Number,
  /** The most the fetcher undoes. */
  limit: Schema.Number,
}) {}

/** A successful response whose content type is not an HTML document (a PDF, an image, JSON, …). */
export class NotHtml extends Schema.TaggedError<NotHtml>()("NotHtml", {
  ...failedFetchFields,
  /** The `Content-Type` as sent; empty when none was sent and the body did not look like HTML. */
  contentType: Schema.String,
}) {}

/** The redirects went on past the limit (a loop, or a chain too long): the hops followed, for a crawl to see the loop. */
export class TooManyRedirects extends Schema.TaggedError<TooManyRedirects>()("TooManyRedirects", {
  ...failedFetchFields,
  /** Every hop answered, in order, the last one's `Location` not followed. */
  redirects: Schema.Array(Schema.Struct({ url: Schema.String, status: Schema.Number })),
}) {}

/**
 * Everything fetching a page can fail with. `InvalidRequest` (from the contract) is a URL that is not
 * an absolute http(s) URL without userinfo; `Unreachable` a host that does not resolve, refuses or
 * drops the connection, fails TLS, or redirects too often.
 */
export type FetchError =
  | InvalidRequest
  | NotPublic
  | Unreachable
  | Timeout
  | TooLarge
  | TooManyCodings
  | TooManyRedirects
  | NotHtml

/** The page-entry failure code of a fetch error (decision 13). */
export const failureCodeOf = (error: FetchError): PageFailureCode => {
  switch (error._tag) {
    case "NotPublic":
      return error.redirected ? "blocked" : "unreachable"
    case "Timeout":
      return "timeout"
    case "TooLarge":
    case "TooManyCodings":
      // The site answered, so more than the fetcher reads — never `unreachable`.
      return "too_large"
    case "NotHtml":
      return "not_html"
    case "InvalidRequest":
    case "Unreachable":
    case "TooManyRedirects":
      return "unreachable"
  }
}

export const isFetchError = (value: unknown): value is FetchError =>
  value instanceof InvalidRequest ||
  value instanceof NotPublic ||
  value instanceof Unreachable ||
  value instanceof Timeout ||
  value instanceof TooLarge ||
  value instanceof TooManyCodings ||
  value instanceof TooManyRedirects ||
  value instanceof NotHtml
