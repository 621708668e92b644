import * as HttpApiSchema from "@effect/platform/HttpApiSchema"
import { Schema } from "effect"
import type { Annotations } from "effect/Schema"
import { type ErrorCode, errorCodes } from "./error-code"
import { type ErrorTable, errorTable } from "./error-table"

/** The human text of an error, defaulting to the standard English sentence of its code. */
const message = (standard: string) =>
  Schema.String.pipe(
    Schema.propertySignature,
    Schema.withConstructorDefault(() => standard),
  )

type ExtraFields<Code extends ErrorCode> = {
  readonly [Field in keyof ErrorTable[Code]["fields"]]: ErrorTable[Code]["fields"][Field] extends {
    readonly schema: infer S
  }
    ? S
    : never
}

/** A tagged error's fields: its text, defaulting to the table's sentence, and the code's extra fields. */
type ErrorFields<Code extends ErrorCode> = {
  readonly message: ReturnType<typeof message>
} & ExtraFields<Code>

/**
 * What `Schema.TaggedError` takes for the error of `code`, from the errors table: its tag, its fields
 * and its HTTP status. `Self` is the class being declared, as `TaggedError` itself asks.
 */
const errorParts =
  <Self>() =>
  <Code extends ErrorCode>(
    code: Code,
  ): readonly [ErrorTable[Code]["tag"], ErrorFields<Code>, Annotations.Schema<Self>] => {
    const entry = errorTable[code]
    const extra = Object.fromEntries(
      Object.entries(entry.fields).map(([name, field]) => [name, field.schema]),
    )
    return [
      entry.tag,
      { message: message(entry.text), ...extra } as ErrorFields<Code>,
      HttpApiSchema.annotations<Self>({ status: entry.status }),
    ]
  }

/** 400: the body is not a JSON object with 1–10 acceptable `urls` (decisions 1–4). */
export class InvalidRequest extends Schema.TaggedError<InvalidRequest>()(
  ...errorParts<InvalidRequest>()("invalid_request"),
) {
  static readonly code = "invalid_request"
  static readonly status = errorTable.invalid_request.status
  get code(): typeof InvalidRequest.code {
    return InvalidRequest.code
  }
}

/** 400: `query` is not a string or has more than 32 words (decision 5). */
export class InvalidQuery extends Schema.TaggedError<InvalidQuery>()(
  ...errorParts<InvalidQuery>()("invalid_query"),
) {
  static readonly code = "invalid_query"
  static readonly status = errorTable.invalid_query.status
  get code(): typeof InvalidQuery.code {
    return InvalidQuery.code
  }
}

/** 400: `locale` is not exactly `en`, `sk` or `es` (decision 6). */
export class InvalidLocale extends Schema.TaggedError<InvalidLocale>()(
  ...errorParts<InvalidLocale>()("invalid_locale"),
) {
  static readonly code = "invalid_locale"
  static readonly status = errorTable.invalid_locale.status
  get code(): typeof InvalidLocale.code {
    return InvalidLocale.code
  }
}

/** 400: `format` is other than `json` or `pdf`. */
export class BadFormat extends Schema.TaggedError<BadFormat>()(...errorParts<BadFormat>()("bad_format")) {
  static readonly code = "bad_format"
  static readonly status = errorTable.bad_format.status
  get code(): typeof BadFormat.code {
    return BadFormat.code
  }
}

/** 400: with `format=pdf`, `page` is not the 0-based index of a page of this audit (decision 25). */
export class BadPage extends Schema.TaggedError<BadPage>()(...errorParts<BadPage>()("bad_page")) {
  static readonly code = "bad_page"
  static readonly status = errorTable.bad_page.status
  get code(): typeof BadPage.code {
    return BadPage.code
  }
}

/** 401: the key is missing, malformed, unknown or revoked — one identical answer (decisions 7–8). */
export class Unauthorized extends Schema.TaggedError<Unauthorized>()(
  ...errorParts<Unauthorized>()("unauthorized"),
) {
  static readonly code = "unauthorized"
  static readonly status = errorTable.unauthorized.status
  get code(): typeof Unauthorized.code {
    return Unauthorized.code
  }
}

/** 404: no audit has this id, or it belongs to another key. */
export class NotFound extends Schema.TaggedError<NotFound>()(...errorParts<NotFound>()("not_found")) {
  static readonly code = "not_found"
  static readonly status = errorTable.not_found.status
  get code(): typeof NotFound.code {
    return NotFound.code
  }
}

/** 409: the PDF of a page was asked for before the page was `done`; `status` is the page's status. */
export class NotReady extends Schema.TaggedError<NotReady>()(...errorParts<NotReady>()("not_ready")) {
  static readonly code = "not_ready"
  static readonly status = errorTable.not_ready.status
  get code(): typeof NotReady.code {
    return NotReady.code
  }
}

/** 410: the retired synchronous endpoint, or a CLI/MCP client below 0.3.0 (decision 10). */
export class UseAsync extends Schema.TaggedError<UseAsync>()(...errorParts<UseAsync>()("use_async")) {
  static readonly code = "use_async"
  static readonly status = errorTable.use_async.status
  get code(): typeof UseAsync.code {
    return UseAsync.code
  }
}

/** 429: quota spent, too many PDFs, too many unreachable targets, or status polled too often. */
export class RateLimited extends Schema.TaggedError<RateLimited>()(
  ...errorParts<RateLimited>()("rate_limited"),
) {
  static readonly code = "rate_limited"
  static readonly status = errorTable.rate_limited.status
  get code(): typeof RateLimited.code {
    return RateLimited.code
  }
}

/** 429: the key already has 10 pages queued or running. */
export class QueueFull extends Schema.TaggedError<QueueFull>()(...errorParts<QueueFull>()("queue_full")) {
  static readonly code = "queue_full"
  static readonly status = errorTable.queue_full.status
  get code(): typeof QueueFull.code {
    return QueueFull.code
  }
}

/** 429: the key already audited today as many pages of this site as allowed (decision 27). */
export class DomainLimit extends Schema.TaggedError<DomainLimit>()(
  ...errorParts<DomainLimit>()("domain_limit"),
) {
  static readonly code = "domain_limit"
  static readonly status = errorTable.domain_limit.status
  get code(): typeof DomainLimit.code {
    return DomainLimit.code
  }
}

/** 502: the PDF could not be rendered; the JSON result stays valid. */
export class ReportFailed extends Schema.TaggedError<ReportFailed>()(
  ...errorParts<ReportFailed>()("report_failed"),
) {
  static readonly code = "report_failed"
  static readonly status = errorTable.report_failed.status
  get code(): typeof ReportFailed.code {
    return ReportFailed.code
  }
}

/** 502: a target does not resolve, refuses the connection or is not public; no audit, no quota (decision 15). */
export class Unreachable extends Schema.TaggedError<Unreachable>()(
  ...errorParts<Unreachable>()("unreachable"),
) {
  static readonly code = "unreachable"
  static readonly status = errorTable.unreachable.status
  get code(): typeof Unreachable.code {
    return Unreachable.code
  }
}

/** 503: the audit could not be queued because of a fault of the service. */
export class Unavailable extends Schema.TaggedError<Unavailable>()(
  ...errorParts<Unavailable>()("unavailable"),
) {
  static readonly code = "unavailable"
  static readonly status = errorTable.unavailable.status
  get code(): typeof Unavailable.code {
    return Unavailable.code
  }
}

/** 503: the server has no key issued at all. Carries `retryAfter` like every 503 (decision 26). */
export class NotConfigured extends Schema.TaggedError<NotConfigured>()(
  ...errorParts<NotConfigured>()("not_configured"),
) {
  static readonly code = "not_configured"
  static readonly status = errorTable.not_configured.status
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
export const ApiError = Schema.Union(...errorCodes.map((code) => errorClasses[code]))
export type ApiError = typeof ApiError.Type
