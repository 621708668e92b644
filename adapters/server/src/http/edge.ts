import { HttpApiBuilder, type HttpApp, HttpServerRequest, type HttpServerResponse } from "@effect/platform"
import {
  API_BASE_PATH,
  type ApiError,
  BadFormat,
  BadPage,
  InvalidRequest,
  NotConfigured,
  NotFound,
  Unauthorized,
  UseAsync,
} from "@svc/contract"
import { Cause, Effect, Option } from "effect"
import { makeAuthenticator } from "./authenticator"
import { Caller } from "./caller"
import { isRetiredClient } from "./client-version"
import { errorResponse, isContractError, NOT_CONFIGURED_RETRY_SECONDS, unavailable } from "./error-response"
import { presentedKey } from "./presented-key"

const API_PREFIX = "/api/"
const RETIRED_PATH = `${API_BASE_PATH}/audit`
const AUDIT_PATH = new RegExp(`^${API_BASE_PATH}/audits/[^/]+$`)
const LOOKS_LIKE_KEY = /svc_[A-Za-z0-9_-]{8,}/g

/** The path of a request target: up to its query or fragment (a plain scan; this runs on every request). */
const pathOf = (url: string): string => {
  for (let index = 0; index < url.length; index++) {
    const code = url.charCodeAt(index)
    if (code === 0x3f || code === 0x23) return url.slice(0, index)
  }
  return url
}

/** The path as logged: a key pasted into a URL by mistake is not written to the log. */
const loggedPath = (path: string): string => path.replace(LOOKS_LIKE_KEY, "svc_…")

/**
 * The framework could not read the query of `GET /api/v1/audits/{id}`: a parameter was sent twice.
 * A repeated `format` is `bad_format`, a repeated `page` `bad_page` (docs/api.md).
 */
const unreadableQuery = (request: HttpServerRequest.HttpServerRequest, path: string): ApiError => {
  if (request.method !== "GET" || !AUDIT_PATH.test(path))
    return new InvalidRequest({ message: "The request could not be read." })
  const query = new URLSearchParams(request.url.slice(path.length).replace(/^\?/, ""))
  return query.getAll("format").length > 1 ? new BadFormat() : new BadPage()
}

/** The contract's answer for whatever a request ended with that is not already a response. */
const answerFor = (
  cause: Cause.Cause<unknown>,
  request: HttpServerRequest.HttpServerRequest,
  path: string,
): Effect.Effect<HttpServerResponse.HttpServerResponse> => {
  const failure = Cause.failureOption(cause)
  if (Option.isSome(failure)) {
    const error = failure.value
    if (isContractError(error)) return Effect.succeed(errorResponse(error))
    const tag = typeof error === "object" && error !== null && "_tag" in error ? error._tag : undefined
    if (tag === "RouteNotFound")
      return Effect.succeed(
        errorResponse(new NotFound({ message: `No such endpoint: ${request.method} ${loggedPath(path)}.` })),
      )
    if (tag === "HttpApiDecodeError") return Effect.succeed(errorResponse(unreadableQuery(request, path)))
  }
  return Effect.as(
    Effect.logError("request failed").pipe(
      Effect.annotateLogs({ path: loggedPath(path) }),
      Effect.annotateLogs("cause", Cause.pretty(cause)),
    ),
    errorResponse(unavailable()),
  )
}

/**
 * The edge of every request, in order: a CLI or MCP client below 0.3.0 gets 410 `use_async`
 * (decision 10); the retired synchronous endpoint 410; a server with no key issued 503
 * `not_configured`; then the key (decisions 7–8) — identical 401s whatever is wrong with it — and the
 * route with the caller's key. Every failure becomes the contract's error body, with `Retry-After`
 * on 429 and 503 (decision 26); nothing reaches the client as a 500. Each request is logged on one
 * line, by method, path and key label: never a key, never a query string. No CORS headers are sent
 * (decision 11). `/healthz` and `/openapi.json` need no key.
 */
export const EdgeLive = HttpApiBuilder.middleware(
  Effect.map(
    makeAuthenticator,
    (auth) =>
      (app: HttpApp.Default): HttpApp.Default =>
        Effect.gen(function* () {
          const request = yield* HttpServerRequest.HttpServerRequest
          const startedAt = Date.now()
          const path = pathOf(request.url)
          let keyLabel: string | undefined

          const admitted = Effect.gen(function* () {
            if (!path.startsWith(API_PREFIX)) return yield* app
            if (isRetiredClient(request.headers["user-agent"])) return yield* new UseAsync()
            if (path === RETIRED_PATH) return yield* new UseAsync()
            if (!(yield* auth.keysIssued))
              return yield* new NotConfigured({ retryAfter: NOT_CONFIGURED_RETRY_SECONDS })
            const presented = presentedKey(request.headers)
            const caller = presented._tag === "Key" ? yield* auth.authenticate(presented.key) : Option.none()
            if (Option.isNone(caller)) return yield* new Unauthorized()
            keyLabel = caller.value.label
            return yield* Effect.provideService(app, Caller, caller.value)
          })

          const response = yield* Effect.catchAllCause(admitted, (cause) => answerFor(cause, request, path))
          const log = path === "/healthz" ? Effect.logDebug("request") : Effect.logInfo("request")
          yield* log.pipe(
            Effect.annotateLogs({
              method: request.method,
              path: loggedPath(path),
              status: response.status,
              ms: Date.now() - startedAt,
              ...(keyLabel === undefined ? {} : { key: keyLabel }),
            }),
          )
          return response
        }),
  ),
)
