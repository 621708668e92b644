import { Schema } from "effect"

/** The machine value of every error answer (the spec's Errors table). Callers decide on it, not on the text. */
export const ErrorCode = Schema.Literal(
  "invalid_request",
  "invalid_query",
  "invalid_locale",
  "bad_format",
  "bad_page",
  "unauthorized",
  "not_found",
  "not_ready",
  "use_async",
  "rate_limited",
  "queue_full",
  "domain_limit",
  "report_failed",
  "unreachable",
  "unavailable",
  "not_configured",
).annotations({ identifier: "ErrorCode" })
export type ErrorCode = typeof ErrorCode.Type
export const errorCodes: ReadonlyArray<ErrorCode> = ErrorCode.literals

/** The HTTP status of each error code. */
export const errorStatus = {
  invalid_request: 400,
  invalid_query: 400,
  invalid_locale: 400,
  bad_format: 400,
  bad_page: 400,
  unauthorized: 401,
  not_found: 404,
  not_ready: 409,
  use_async: 410,
  rate_limited: 429,
  queue_full: 429,
  domain_limit: 429,
  report_failed: 502,
  unreachable: 502,
  unavailable: 503,
  not_configured: 503,
} as const satisfies Record<ErrorCode, number>

/** Seconds to wait before trying again: a whole number, at least 1 (decision 26). */
export const RetryAfter = Schema.Int.pipe(
  Schema.greaterThanOrEqualTo(1),
  Schema.annotations({ identifier: "RetryAfter", description: "whole seconds to wait, at least 1" }),
)
