import { HttpClientError } from "@effect/platform"
import { type ApiError, type ErrorCode, errorClasses, errorStatus } from "@svc/contract"
import { Cause, ParseResult } from "effect"

/** Why one call to the server did not succeed, as the retry policy sees it. */
export type CallFailure =
  /** The server answered with an error of the contract. */
  | {
      readonly _tag: "Answer"
      readonly error: ApiError
      readonly code: ErrorCode
      readonly status: number
      /** Seconds to wait, when the answer says (every 429 and 503, decision 26). */
      readonly retryAfter: number | undefined
    }
  /** A 502, 503 or 504 without a contract body: a proxy or gateway in front of the server. */
  | { readonly _tag: "Gateway"; readonly status: number }
  /** No answer: the connection was refused or dropped, or the answer took too long. */
  | { readonly _tag: "Transport"; readonly detail: string }
  /** An answer outside the contract. */
  | { readonly _tag: "Unexpected"; readonly detail: string }

const apiErrorClasses: ReadonlyArray<abstract new (...args: never) => ApiError> = Object.values(errorClasses)

const isApiError = (error: unknown): error is ApiError =>
  apiErrorClasses.some((errorClass) => error instanceof errorClass)

const GATEWAY_STATUSES: ReadonlySet<number> = new Set([502, 503, 504])

/** Sorts what a derived-client call failed with into the four kinds the policy decides on. */
export const classifyCallFailure = (error: unknown): CallFailure => {
  if (isApiError(error)) {
    return {
      _tag: "Answer",
      error,
      code: error.code,
      status: errorStatus[error.code],
      retryAfter: "retryAfter" in error ? error.retryAfter : undefined,
    }
  }
  if (HttpClientError.isHttpClientError(error)) {
    if (error._tag === "RequestError") return { _tag: "Transport", detail: error.description ?? error.reason }
    const status = error.response.status
    if (GATEWAY_STATUSES.has(status)) return { _tag: "Gateway", status }
    return { _tag: "Unexpected", detail: `HTTP ${status}, which is not an answer of the svc API` }
  }
  if (Cause.isTimeoutException(error)) return { _tag: "Transport", detail: "no answer in time" }
  if (ParseResult.isParseError(error))
    return { _tag: "Unexpected", detail: "something that does not match the svc API contract" }
  return { _tag: "Unexpected", detail: String(error) }
}
