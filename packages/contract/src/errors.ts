import { HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"
import { type ErrorCode, errorStatus, RetryAfter } from "./error-code"
import { MAX_QUERY_WORDS, MAX_URLS } from "./limits"

/** The human text of an error, defaulting to the standard English sentence of its code. */
const message = (standard: string) =>
  Schema.String.pipe(
    Schema.propertySignature,
    Schema.withConstructorDefault(() => standard),
  )

/** 400: the body is not a JSON object with 1–10 acceptable `urls` (decisions 1–4). */
export class InvalidRequest extends Schema.TaggedError<InvalidRequest>()(
  "InvalidRequest",
  {
    message: message(`The body must be a JSON object whose urls holds 1 to ${MAX_URLS} public http(s) URLs.`),
  },
  HttpApiSchema.annotations({ status: errorStatus.invalid_request }),
) {
  static readonly code = "invalid_request"
  static readonly status = errorStatus.invalid_request
  get code(): typeof InvalidRequest.code {
    return InvalidRequest.code
  }
}

/** 400: `query` is not a string or has more than 32 words (decision 5). */
export class InvalidQuery extends Schema.TaggedError<InvalidQuery>()(
  "InvalidQuery",
  { message: message(`query must be a string of at most ${MAX_QUERY_WORDS} words.`) },
  HttpApiSchema.annotations({ status: errorStatus.invalid_query }),
) {
  static readonly code = "invalid_query"
  static readonly status = errorStatus.invalid_query
  get code(): typeof InvalidQuery.code {
    return InvalidQuery.code
  }
}

/** 400: `locale` is not exactly `en`, `sk` or `es` (decision 6). */
export class InvalidLocale extends Schema.TaggedError<InvalidLocale>()(
  "InvalidLocale",
  { message: message("locale must be en, sk or es.") },
  HttpApiSchema.annotations({ status: errorStatus.invalid_locale }),
) {
  static readonly code = "invalid_locale"
  static readonly status = errorStatus.invalid_locale
  get code(): typeof InvalidLocale.code {
    return InvalidLocale.code
  }
}

/** 400: `format` is other than `json` or `pdf`. */
export class BadFormat extends Schema.TaggedError<BadFormat>()(
  "BadFormat",
  { message: message("format must be json or pdf.") },
  HttpApiSchema.annotations({ status: errorStatus.bad_format }),
) {
  static readonly code = "bad_format"
  static readonly status = errorStatus.bad_format
  get code(): typeof BadFormat.code {
    return BadFormat.code
  }
}

/** 400: with `format=pdf`, `page` is not the 0-based index of a page of this audit (decision 25). */
export class BadPage extends Schema.TaggedError<BadPage>()(
  "BadPage",
  { message: message("page is not the index of a page of this audit.") },
  HttpApiSchema.annotations({ status: errorStatus.bad_page }),
) {
  static readonly code = "bad_page"
  static readonly status = errorStatus.bad_page
  get code(): typeof BadPage.code {
    return BadPage.code
  }
}

/** 401: the key is missing, malformed, unknown or revoked — one identical answer (decisions 7–8). */
export class Unauthorized extends Schema.TaggedError<Unauthorized>()(
  "Unauthorized",
  { message: message("The API key is missing or invalid.") },
  HttpApiSchema.annotations({ status: errorStatus.unauthorized }),
) {
  static readonly code = "unauthorized"
  static readonly status = errorStatus.unauthorized
  get code(): typeof Unauthorized.code {
    return Unauthorized.code
  }
}

/** 404: no audit has this id, or it belongs to another key. */
export class NotFound extends Schema.TaggedError<NotFound>()(
  "NotFound",
  { message: message("No audit with this id exists for this key.") },
  HttpApiSchema.annotations({ status: errorStatus.not_found }),
) {
  static readonly code = "not_found"
  static readonly status = errorStatus.not_found
  get code(): typeof NotFound.code {
    return NotFound.code
  }
}

/** The status of a page that has no report: still waiting, in progress, or failed for good. */
export const PageStatusWithoutReport = Schema.Literal("queued", "running", "failed")
export type PageStatusWithoutReport = typeof PageStatusWithoutReport.Type

/** 409: the PDF of a page was asked for before the page was `done`; `status` is the page's status. */
export class NotReady extends Schema.TaggedError<NotReady>()(
  "NotReady",
  {
    message: message("The page has not finished yet; wait until the audit is complete."),
    status: PageStatusWithoutReport,
  },
  HttpApiSchema.annotations({ status: errorStatus.not_ready }),
) {
  static readonly code = "not_ready"
  static readonly status = errorStatus.not_ready
  get code(): typeof NotReady.code {
    return NotReady.code
  }
}

/** 410: the retired synchronous endpoint, or a CLI/MCP client below 0.3.0 (decision 10). */
export class UseAsync extends Schema.TaggedError<UseAsync>()(
  "UseAsync",
  {
    message: message(
      "The synchronous audit is retired: use POST /api/v1/audits and poll, and update the CLI and MCP clients to 0.3.0 or later.",
    ),
  },
  HttpApiSchema.annotations({ status: errorStatus.use_async }),
) {
  static readonly code = "use_async"
  static readonly status = errorStatus.use_async
  get code(): typeof UseAsync.code {
    return UseAsync.code
  }
}

/** 429: quota spent, too many PDFs, too many unreachable targets, or status polled too often. */
export class RateLimited extends Schema.TaggedError<RateLimited>()(
  "RateLimited",
  { message: message("Too many requests; wait retryAfter seconds."), retryAfter: RetryAfter },
  HttpApiSchema.annotations({ status: errorStatus.rate_limited }),
) {
  static readonly code = "rate_limited"
  static readonly status = errorStatus.rate_limited
  get code(): typeof RateLimited.code {
    return RateLimited.code
  }
}

/** 429: the key already has 10 pages queued or running. */
export class QueueFull extends Schema.TaggedError<QueueFull>()(
  "QueueFull",
  {
    message: message(
      `This key already has ${MAX_URLS} pages queued or running; collect their results first.`,
    ),
    retryAfter: RetryAfter,
  },
  HttpApiSchema.annotations({ status: errorStatus.queue_full }),
) {
  static readonly code = "queue_full"
  static readonly status = errorStatus.queue_full
  get code(): typeof QueueFull.code {
    return QueueFull.code
  }
}

/** The per-site daily page number of a key: 1 by default, at most 50 (decision 28). */
export const PagesPerSite = Schema.Int.pipe(Schema.between(1, 50))

/** 429: the key already audited today as many pages of this site as allowed (decision 27). */
export class DomainLimit extends Schema.TaggedError<DomainLimit>()(
  "DomainLimit",
  {
    message: message("This key has already audited as many pages of this site today as allowed."),
    /** A page of the site audited today by this key; auditing it again costs no site allowance. */
    availableUrl: Schema.String,
    pagesPerSite: PagesPerSite,
    /** Seconds until the next UTC day, when the allowance renews. */
    retryAfter: RetryAfter,
  },
  HttpApiSchema.annotations({ status: errorStatus.domain_limit }),
) {
  static readonly code = "domain_limit"
  static readonly status = errorStatus.domain_limit
  get code(): typeof DomainLimit.code {
    return DomainLimit.code
  }
}

/** 502: the PDF could not be rendered; the JSON result stays valid. */
export class ReportFailed extends Schema.TaggedError<ReportFailed>()(
  "ReportFailed",
  { message: message("The PDF could not be rendered; the JSON result is unaffected.") },
  HttpApiSchema.annotations({ status: errorStatus.report_failed }),
) {
  static readonly code = "report_failed"
  static readonly status = errorStatus.report_failed
  get code(): typeof ReportFailed.code {
    return ReportFailed.code
  }
}

/** 502: a target does not resolve, refuses the connection or is not public; no audit, no quota (decision 15). */
export class Unreachable extends Schema.TaggedError<Unreachable>()(
  "Unreachable",
  {
    message: message(
      "The target cannot be audited: it does not exist, refuses connections or is not public.",
    ),
    /** The host of the first target that could not be reached. */
    host: Schema.String,
  },
  HttpApiSchema.annotations({ status: errorStatus.unreachable }),
) {
  static readonly code = "unreachable"
  static readonly status = errorStatus.unreachable
  get code(): typeof Unreachable.code {
    return Unreachable.code
  }
}

/** 503: the audit could not be queued because of a fault of the service. */
export class Unavailable extends Schema.TaggedError<Unavailable>()(
  "Unavailable",
  {
    message: message("The audit could not be queued because of a fault of the service; try again later."),
    retryAfter: RetryAfter,
  },
  HttpApiSchema.annotations({ status: errorStatus.unavailable }),
) {
  static readonly code = "unavailable"
  static readonly status = errorStatus.unavailable
  get code(): typeof Unavailable.code {
    return Unavailable.code
  }
}

/** 503: the server has no key issued at all. Carries `retryAfter` like every 503 (decision 26). */
export class NotConfigured extends Schema.TaggedError<NotConfigured>()(
  "NotConfigured",
  { message: message("No API key is issued on this server."), retryAfter: RetryAfter },
  HttpApiSchema.annotations({ status: errorStatus.not_configured }),
) {
  static readonly code = "not_configured"
  static readonly status = errorStatus.not_configured
  get code(): typeof NotConfigured.code {
    return NotConfigured.code
  }
}

/** Every error class, by its code. */
export const errorClasses = {
  invalid_request: InvalidRequest,
  invalid_query: InvalidQuery,
  invalid_locale: InvalidLocale,
  bad_format: BadFormat,
  bad_page: BadPage,
  unauthorized: Unauthorized,
  not_found: NotFound,
  not_ready: NotReady,
  use_async: UseAsync,
  rate_limited: RateLimited,
  queue_full: QueueFull,
  domain_limit: DomainLimit,
  report_failed: ReportFailed,
  unreachable: Unreachable,
  unavailable: Unavailable,
  not_configured: NotConfigured,
} as const satisfies { readonly [Code in ErrorCode]: { readonly code: Code } }

/** Any error of the API, as a schema of the tagged error classes. */
export const ApiError = Schema.Union(
  InvalidRequest,
  InvalidQuery,
  InvalidLocale,
  BadFormat,
  BadPage,
  Unauthorized,
  NotFound,
  NotReady,
  UseAsync,
  RateLimited,
  QueueFull,
  DomainLimit,
  ReportFailed,
  Unreachable,
  Unavailable,
  NotConfigured,
)
export type ApiError = typeof ApiError.Type
