import { HttpApiSchema } from "@effect/platform"
import { type Either, type ParseResult, Schema } from "effect"
import { type ErrorCode, errorStatus } from "./error-code"
import {
  type ApiError,
  BadFormat,
  BadPage,
  DomainLimit,
  InvalidLocale,
  InvalidQuery,
  InvalidRequest,
  NotConfigured,
  NotFound,
  NotReady,
  QueueFull,
  RateLimited,
  ReportFailed,
  Unauthorized,
  Unavailable,
  Unreachable,
  UseAsync,
} from "./errors"

/** What the wire form of an error needs from its class: its tag, its code and its fields. */
export interface ErrorClassParts<Code extends ErrorCode, Fields extends Schema.Struct.Fields> {
  readonly _tag: string
  readonly code: Code
  readonly fields: Fields
}

/** The wire body of one error class: `{ error, code, ...extra }`, the extra fields taken from the class. */
const bodyOf = <Code extends ErrorCode, Fields extends Schema.Struct.Fields>(
  errorClass: ErrorClassParts<Code, Fields>,
) => {
  const { _tag, message, ...extra } = errorClass.fields
  const body = Schema.Struct({ error: Schema.String, code: Schema.Literal(errorClass.code), ...extra })
  return body.annotations({ identifier: `${errorClass._tag}Body` })
}

const fieldsOf = (value: object): Record<string, unknown> => Object.fromEntries(Object.entries(value))

/** `{ error, code, ...extra }` → `{ _tag, message, ...extra }`, the encoded form of a tagged error. */
const encodedErrorOf = (tag: string, body: object): Record<string, unknown> => {
  const { error, code: _code, ...extra } = fieldsOf(body)
  return { _tag: tag, message: error, ...extra }
}

/** `{ _tag, message, ...extra }` → `{ error, code, ...extra }`. */
const bodyOfEncodedError = (code: ErrorCode, encoded: object): Record<string, unknown> => {
  const { _tag, message, ...extra } = fieldsOf(encoded)
  return { error: message, code, ...extra }
}

/**
 * The wire body decoded into its tagged error, and a tagged error encoded into its wire body; carries
 * the HTTP status, so it can stand for the error in an `HttpApi` definition.
 */
const wireFormOf = <
  Code extends ErrorCode,
  Fields extends Schema.Struct.Fields,
  C extends Schema.Schema.AnyNoContext,
>(
  errorClass: C & ErrorClassParts<Code, Fields>,
) =>
  Schema.transform(bodyOf(errorClass), errorClass, {
    // Both sides are checked by their own schemas, so the renaming may be written loosely.
    strict: false,
    decode: (body) => encodedErrorOf(errorClass._tag, body),
    encode: (encoded) => bodyOfEncodedError(errorClass.code, encoded),
  }).annotations(HttpApiSchema.annotations({ status: errorStatus[errorClass.code] }))

/** The wire body of each error code. */
export const errorBodies = {
  invalid_request: bodyOf(InvalidRequest),
  invalid_query: bodyOf(InvalidQuery),
  invalid_locale: bodyOf(InvalidLocale),
  bad_format: bodyOf(BadFormat),
  bad_page: bodyOf(BadPage),
  unauthorized: bodyOf(Unauthorized),
  not_found: bodyOf(NotFound),
  not_ready: bodyOf(NotReady),
  use_async: bodyOf(UseAsync),
  rate_limited: bodyOf(RateLimited),
  queue_full: bodyOf(QueueFull),
  domain_limit: bodyOf(DomainLimit),
  report_failed: bodyOf(ReportFailed),
  unreachable: bodyOf(Unreachable),
  unavailable: bodyOf(Unavailable),
  not_configured: bodyOf(NotConfigured),
} as const

/** An error answer on the wire: `{ error, code, ...extra }`, discriminated by `code`. */
export const ErrorBody = Schema.Union(...Object.values(errorBodies)).annotations({ identifier: "ErrorBody" })
export type ErrorBody = typeof ErrorBody.Type

/** Each error's wire form (body ⇄ tagged error) by code, with its HTTP status, for `HttpApiEndpoint.addError`. */
export const errorWireForms = {
  invalid_request: wireFormOf(InvalidRequest),
  invalid_query: wireFormOf(InvalidQuery),
  invalid_locale: wireFormOf(InvalidLocale),
  bad_format: wireFormOf(BadFormat),
  bad_page: wireFormOf(BadPage),
  unauthorized: wireFormOf(Unauthorized),
  not_found: wireFormOf(NotFound),
  not_ready: wireFormOf(NotReady),
  use_async: wireFormOf(UseAsync),
  rate_limited: wireFormOf(RateLimited),
  queue_full: wireFormOf(QueueFull),
  domain_limit: wireFormOf(DomainLimit),
  report_failed: wireFormOf(ReportFailed),
  unreachable: wireFormOf(Unreachable),
  unavailable: wireFormOf(Unavailable),
  not_configured: wireFormOf(NotConfigured),
} as const

/** Any error body decoded into its tagged error (and back). */
export const ApiErrorFromBody = Schema.Union(...Object.values(errorWireForms))

/** The wire body of a tagged error: its text as `error`, its `code` and its extra fields, never `_tag`. */
export const toErrorBody = (error: ApiError): ErrorBody => Schema.encodeSync(ApiErrorFromBody)(error)

/** The tagged error a wire body stands for. */
export const fromErrorBody = (body: ErrorBody): ApiError => Schema.decodeSync(ApiErrorFromBody)(body)

/** Reads an error answer of unknown shape, as a client receives it. */
export const parseErrorBody = (body: unknown): Either.Either<ApiError, ParseResult.ParseError> =>
  Schema.decodeUnknownEither(ApiErrorFromBody)(body)
