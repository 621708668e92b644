import type { ServerResponse } from "node:http"
import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import { ApiError, errorStatus, toErrorBody, Unavailable } from "@svc/contract"
import { Schema } from "effect"

/** Seconds a caller is told to wait after a fault of the service (a busy or failing database). */
export const UNAVAILABLE_RETRY_SECONDS = 30

/** Seconds a caller is told to wait on a server with no key issued yet. */
export const NOT_CONFIGURED_RETRY_SECONDS = 3600

/** Headers every API answer carries: results and errors are per key, never for shared caches. */
export const apiHeaders = { "cache-control": "no-store" } as const

/** The media type of every JSON answer: the body is UTF-8 JSON text. */
export const JSON_MEDIA_TYPE = "application/json"

/** Sent with every 401 (RFC 9110 asks for it), identical whatever was wrong with the key. */
const CHALLENGE = 'Bearer realm="svc"'

const isApiError = Schema.is(ApiError)

/** Whether a failure is one of the contract's errors. */
export const isContractError = (error: unknown): error is ApiError => isApiError(error)

/** An answer as written to the wire: what both the framework's responses and the status lane send. */
export interface PlainAnswer {
  readonly status: number
  /** Every header but `content-type` and `content-length`, which the body decides. */
  readonly headers: Readonly<Record<string, string>>
  /** JSON text. */
  readonly body: string
}

/**
 * The answer for a contract error: its status, its wire body `{ error, code, ...extra }`, and for
 * every 429 and 503 a `Retry-After` header equal to the body's `retryAfter` (decision 26).
 */
export const errorAnswer = (error: ApiError): PlainAnswer => {
  const headers: Record<string, string> = { ...apiHeaders }
  if ("retryAfter" in error) headers["retry-after"] = String(error.retryAfter)
  if (error.code === "unauthorized") headers["www-authenticate"] = CHALLENGE
  return { status: errorStatus[error.code], headers, body: JSON.stringify(toErrorBody(error)) }
}

/** A JSON answer as the framework's response. */
export const jsonResponse = (answer: PlainAnswer): HttpServerResponse.HttpServerResponse =>
  HttpServerResponse.text(answer.body, {
    status: answer.status,
    headers: answer.headers,
    contentType: JSON_MEDIA_TYPE,
  })

/** The contract error's answer as the framework's response. */
export const errorResponse = (error: ApiError): HttpServerResponse.HttpServerResponse =>
  jsonResponse(errorAnswer(error))

/** A fault of the service: 503 `unavailable`, try again later. */
export const unavailable = (): Unavailable => new Unavailable({ retryAfter: UNAVAILABLE_RETRY_SECONDS })

/** Writes an answer on a Node response, the head and the body in one write (unless one was written). */
export const writeAnswer = (response: ServerResponse, answer: PlainAnswer): void => {
  if (response.writableEnded) return
  response.writeHead(answer.status, {
    ...answer.headers,
    "content-type": JSON_MEDIA_TYPE,
    "content-length": String(Buffer.byteLength(answer.body)),
  })
  response.end(answer.body)
}
