import { HttpServerResponse } from "@effect/platform"
import { ApiError, errorStatus, toErrorBody, Unavailable } from "@svc/contract"
import { Schema } from "effect"

/** Seconds a caller is told to wait after a fault of the service (a busy or failing database). */
export const UNAVAILABLE_RETRY_SECONDS = 30

/** Seconds a caller is told to wait on a server with no key issued yet. */
export const NOT_CONFIGURED_RETRY_SECONDS = 3600

/** Headers every API answer carries: results and errors are per key, never for shared caches. */
export const apiHeaders = { "cache-control": "no-store" } as const

/** Sent with every 401 (RFC 9110 asks for it), identical whatever was wrong with the key. */
const CHALLENGE = 'Bearer realm="svc"'

const isApiError = Schema.is(ApiError)

/** Whether a failure is one of the contract's errors. */
export const isContractError = (error: unknown): error is ApiError => isApiError(error)

/**
 * The answer for a contract error: its status, its wire body `{ error, code, ...extra }`, and for
 * every 429 and 503 a `Retry-After` header equal to the body's `retryAfter` (decision 26).
 */
export const errorResponse = (error: ApiError): HttpServerResponse.HttpServerResponse => {
  const headers: Record<string, string> = { ...apiHeaders }
  if ("retryAfter" in error) headers["retry-after"] = String(error.retryAfter)
  if (error.code === "unauthorized") headers["www-authenticate"] = CHALLENGE
  return HttpServerResponse.unsafeJson(toErrorBody(error), { status: errorStatus[error.code], headers })
}

/** A fault of the service: 503 `unavailable`, try again later. */
export const unavailable = (): Unavailable => new Unavailable({ retryAfter: UNAVAILABLE_RETRY_SECONDS })
