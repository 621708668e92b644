import { InvalidRequest, type PageFailureCode, Unreachable } from "@svc/contract"
import { Schema } from "effect"

/**
 * The target, or a redirect hop, is (or resolves only to) a non-public address (decision 3). Nothing
 * was sent to it. `redirected` tells a refused redirect (the site sent us there) from a refused target.
 */
export class NotPublic extends Schema.TaggedError<NotPublic>()("NotPublic", {
  message: Schema.String,
  /** The host as written in the refused URL. */
  host: Schema.String,
  /** The refused address when the host is a name that resolved to it (or a literal); never in `message`. */
  address: Schema.optional(Schema.String),
  redirected: Schema.Boolean,
}) {
  get failureCode(): PageFailureCode {
    return this.redirected ? "blocked" : "unreachable"
  }
}

/** The response did not finish within its time limit (headers, a stalled body or the overall deadline). */
export class Timeout extends Schema.TaggedError<Timeout>()("Timeout", {
  message: Schema.String,
  host: Schema.String,
  /** The limit that was exceeded, in milliseconds. */
  limitMs: Schema.Number,
}) {
  get failureCode(): PageFailureCode {
    return "timeout"
  }
}

/** The decoded body exceeded the limit the fetcher reads. */
export class TooLarge extends Schema.TaggedError<TooLarge>()("TooLarge", {
  message: Schema.String,
  host: Schema.String,
  /** The limit on decoded bytes. */
  limitBytes: Schema.Number,
}) {
  get failureCode(): PageFailureCode {
    return "too_large"
  }
}

/**
 * The response stacks more content codings than the fetcher undoes (`Content-Encoding: gzip, gzip, …`).
 * The site answered, so it is a failed page (`too_large`: more than the fetcher reads), never
 * `unreachable`.
 */
export class TooManyCodings extends Schema.TaggedError<TooManyCodings>()("TooManyCodings", {
  message: Schema.String,
  host: Schema.String,
  /** The codings the response declared. */
  codings: Schema.Number,
  /** The most the fetcher undoes. */
  limit: Schema.Number,
}) {
  get failureCode(): PageFailureCode {
    return "too_large"
  }
}

/** A successful response whose content type is not an HTML document (a PDF, an image, JSON, …). */
export class NotHtml extends Schema.TaggedError<NotHtml>()("NotHtml", {
  message: Schema.String,
  host: Schema.String,
  /** The `Content-Type` as sent; empty when none was sent and the body did not look like HTML. */
  contentType: Schema.String,
}) {
  get failureCode(): PageFailureCode {
    return "not_html"
  }
}

/** The redirects went on past the limit (a loop, or a chain too long): the hops followed, for a crawl to see the loop. */
export class TooManyRedirects extends Schema.TaggedError<TooManyRedirects>()("TooManyRedirects", {
  message: Schema.String,
  host: Schema.String,
  /** Every hop answered, in order, the last one's `Location` not followed. */
  redirects: Schema.Array(Schema.Struct({ url: Schema.String, status: Schema.Number })),
}) {
  get failureCode(): PageFailureCode {
    return "unreachable"
  }
}

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
    case "InvalidRequest":
      return "unreachable"
    case "Unreachable":
      return "unreachable"
    default:
      return error.failureCode
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
