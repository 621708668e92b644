import type { IncomingMessage, ServerResponse } from "node:http"
import { API_BASE_PATH, type ApiError, NotFound } from "@svc/contract"
import type { StoreFailure } from "@svc/store"
import { Cause, Effect, Layer, Option, Runtime } from "effect"
import { AuditReader } from "../audits/audit-reader"
import { Admission } from "./admission"
import { apiHeaders, errorAnswer, type PlainAnswer, unavailable, writeAnswer } from "./error-response"
import { HttpListener } from "./laned-server"
import { loggedPath, logRequest } from "./request-log"

const STATUS_PREFIX = `${API_BASE_PATH}/audits/`
/** Audit ids as the server issues them (lower-case UUIDs); any other spelling takes the routed path. */
const ISSUED_ID = /^[0-9a-f-]{36}$/

/**
 * The audit id of a plain status poll — `GET /api/v1/audits/{id}` with no query — or undefined for
 * every other request. A poll with a query (`format`, `page`) is routed as before.
 */
export const statusPollId = (method: string | undefined, url: string | undefined): string | undefined => {
  if (method !== "GET" || url === undefined || !url.startsWith(STATUS_PREFIX)) return undefined
  const id = url.slice(STATUS_PREFIX.length)
  return ISSUED_ID.test(id) ? id : undefined
}

interface LaneOutcome {
  readonly answer: PlainAnswer
  readonly keyLabel: string | undefined
}

const okAnswer = (json: string): PlainAnswer => ({ status: 200, headers: apiHeaders, body: json })

/** A fault of the service, as the edge answers it: logged with its cause, 503 `unavailable`. */
const faultAnswer = (path: string, cause: Cause.Cause<unknown>): Effect.Effect<PlainAnswer> =>
  Effect.as(
    Effect.logError("request failed").pipe(
      Effect.annotateLogs({ path: loggedPath(path) }),
      Effect.annotateLogs("cause", Cause.pretty(cause)),
    ),
    errorAnswer(unavailable()),
  )

/**
 * The status lane: the hot call of the API — a client polling `GET /api/v1/audits/{id}` every few
 * seconds — answered before routing, with the same admission (client version, key issued, the key;
 * identical 401s), the same poll charge (120 a minute, 429 with `Retry-After`), the same kept record
 * and the same headers and error bodies as the routed handler, only without the router, the request
 * schemas and the framework's per-request machinery. Requests it does not take go the routed way.
 */
export const StatusLaneLive = Layer.scopedDiscard(
  Effect.gen(function* () {
    const admission = yield* Admission
    const reader = yield* AuditReader
    const listener = yield* HttpListener
    const runFork = Runtime.runFork(yield* Effect.runtime<never>())

    const poll = (
      headers: IncomingMessage["headers"],
      path: string,
      id: string,
    ): Effect.Effect<LaneOutcome> =>
      Effect.matchEffect(admission.admit(path, headers), {
        onFailure: (refusal) => refused(refusal, path, undefined),
        onSuccess: (caller) =>
          reader.statusJson(caller, id).pipe(
            Effect.matchEffect({
              onFailure: (refusal) => refused(refusal, path, caller.label),
              onSuccess: (json) =>
                Effect.succeed({
                  answer: Option.isSome(json) ? okAnswer(json.value) : errorAnswer(new NotFound()),
                  keyLabel: caller.label,
                }),
            }),
          ),
      })

    const refused = (
      refusal: ApiError | StoreFailure,
      path: string,
      keyLabel: string | undefined,
    ): Effect.Effect<LaneOutcome> =>
      refusal._tag === "StoreFailure"
        ? Effect.map(faultAnswer(path, Cause.fail(refusal)), (answer) => ({ answer, keyLabel }))
        : Effect.succeed({ answer: errorAnswer(refusal), keyLabel })

    const answer = (request: IncomingMessage, response: ServerResponse, path: string, id: string) => {
      const startedAt = Date.now()
      return poll(request.headers, path, id).pipe(
        Effect.catchAllCause((cause) =>
          Effect.map(faultAnswer(path, cause), (answer): LaneOutcome => ({ answer, keyLabel: undefined })),
        ),
        Effect.flatMap(({ answer, keyLabel }) =>
          Effect.zipRight(
            Effect.sync(() => writeAnswer(response, answer)),
            logRequest({ method: "GET", path, status: answer.status, startedAt, keyLabel }),
          ),
        ),
      )
    }

    listener.open((request, response) => {
      const id = statusPollId(request.method, request.url)
      if (id === undefined) return false
      runFork(answer(request, response, `${STATUS_PREFIX}${id}`, id))
      return true
    })
    yield* Effect.addFinalizer(() => Effect.sync(() => listener.closeLane()))
  }),
)
