import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import type * as HttpApp from "@effect/platform/HttpApp"
import * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import type * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import { API_BASE_PATH, type ApiError, BadFormat, BadPage, InvalidRequest, NotFound } from "@svc/contract"
import { Cause, Effect, Option } from "effect"
import { Admission, API_PREFIX } from "./admission"
import { Caller } from "./caller"
import { errorResponse, isContractError, unavailable } from "./error-response"
import { loggedPath, logRequest, pathOf } from "./request-log"

const AUDIT_PATH = new RegExp(`^${API_BASE_PATH}/audits/[^/]+$`)
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
 * The edge of every routed request: an `/api/` request is admitted first (client version, retired
 * endpoint, a key issued at all, the key itself — `admission.ts`), then routed with the caller's key.
 * Every failure becomes the contract's error body, with `Retry-After` on 429 and 503 (decision 26);
 * nothing reaches the client as a 500. Each request is logged on one line (`request-log.ts`). No CORS
 * headers are sent (decision 11). `/healthz` and `/openapi.json` need no key. Status polls of the JSON
 * record usually never get here: the status lane answers them before routing (`status-lane.ts`).
 */
export const EdgeLive = HttpApiBuilder.middleware(
  Effect.map(
    Admission,
    (admission) =>
      (app: HttpApp.Default): HttpApp.Default =>
        Effect.gen(function* () {
          const request = yield* HttpServerRequest.HttpServerRequest
          const startedAt = Date.now()
          const path = pathOf(request.url)
          let keyLabel: string | undefined

          const admitted = path.startsWith(API_PREFIX)
            ? Effect.flatMap(admission.admit(path, request.headers), (caller) => {
                keyLabel = caller.label
                return Effect.provideService(app, Caller, caller)
              })
            : app

          const response = yield* Effect.catchAllCause(admitted, (cause) => answerFor(cause, request, path))
          yield* logRequest({ method: request.method, path, status: response.status, startedAt, keyLabel })
          return response
        }),
  ),
)
