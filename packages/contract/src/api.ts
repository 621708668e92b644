import * as HttpApi from "@effect/platform/HttpApi"
import * as HttpApiEndpoint from "@effect/platform/HttpApiEndpoint"
import * as HttpApiGroup from "@effect/platform/HttpApiGroup"
import * as HttpApiMiddleware from "@effect/platform/HttpApiMiddleware"
import * as HttpApiSecurity from "@effect/platform/HttpApiSecurity"
import * as OpenApi from "@effect/platform/OpenApi"
import { Schema } from "effect"
import { errorWireForms } from "./error-body"
import type { ErrorCode } from "./error-code"
import { withAdditions } from "./openapi-additions"
import { AuditRequestBody } from "./request"
import { StartRecord } from "./start-record"
import { StatusRecord } from "./status-record"

type ErrorWireForms = typeof errorWireForms

/** The errors a call may answer, by code: one schema of their wire forms (HttpApi splits it by status). */
const answers = <const Codes extends readonly [ErrorCode, ...ErrorCode[]]>(...codes: Codes) =>
  Schema.Union(...codes.map((code) => errorWireForms[code])) as unknown as Schema.Union<{
    readonly [Index in keyof Codes]: ErrorWireForms[Codes[Index]]
  }>

/**
 * The key check of every `/api/v1` call: `Authorization: Bearer <key>` or `X-Api-Key: <key>` (the same
 * key when both are sent). The server implements it; clients send one of the headers.
 */
export class ApiKey extends HttpApiMiddleware.Tag<ApiKey>()("ApiKey", {
  failure: errorWireForms.unauthorized,
  security: {
    bearer: HttpApiSecurity.bearer.pipe(
      HttpApiSecurity.annotate(OpenApi.Description, "`Authorization: Bearer <API_KEY>`"),
    ),
    apiKey: HttpApiSecurity.apiKey({ key: "X-Api-Key", in: "header" }).pipe(
      HttpApiSecurity.annotate(OpenApi.Description, "`X-Api-Key: <API_KEY>`"),
    ),
  },
}) {}

/** Whole seconds, or null when there is nothing to measure. */
const SecondsOrNull = Schema.NullOr(Schema.Int.pipe(Schema.nonNegative()))
const Count = Schema.Int.pipe(Schema.nonNegative())

/** The queue of every process on the server's database, for monitoring. */
export const QueueHealth = Schema.Struct({
  queued: Count.annotations({ description: "Pages waiting for a worker." }),
  oldestQueuedSeconds: SecondsOrNull.annotations({
    description: "Seconds since the audit of the oldest queued page was accepted; null when none is queued.",
  }),
  running: Count.annotations({ description: "Pages a worker is auditing (holding a lease on)." }),
  oldestLeaseSeconds: SecondsOrNull.annotations({
    description: "Seconds since the oldest running page's try started; null when none runs.",
  }),
  workersAlive: Count.annotations({
    description: "Workers of the processes that recorded a heartbeat within the last 30 seconds.",
  }),
}).annotations({ identifier: "QueueHealth" })

/** `GET /healthz`: the server is up and its store answers; the queue's figures. */
export const Health = Schema.Struct({
  status: Schema.Literal("ok"),
  version: Schema.String,
  queue: QueueHealth,
}).annotations({ identifier: "Health" })
export type Health = typeof Health.Type

const startAudit = HttpApiEndpoint.post("startAudit", "/api/v1/audits")
  .setPayload(AuditRequestBody)
  .addSuccess(StartRecord, { status: 202 })
  .addError(
    answers(
      "invalid_request",
      "invalid_query",
      "invalid_locale",
      "rate_limited",
      "queue_full",
      "domain_limit",
      "unreachable",
      "unavailable",
    ),
  )
  .annotate(OpenApi.Summary, "Start an audit")
  .annotate(
    OpenApi.Description,
    "Fetches every target once, then queues the audit and answers at once with its id. Poll the status record every 5 seconds until `status` is `complete`.",
  )

const getAudit = HttpApiEndpoint.get("getAudit", "/api/v1/audits/:id")
  .setPath(Schema.Struct({ id: Schema.String }))
  .setUrlParams(
    Schema.Struct({
      format: Schema.optional(Schema.String.annotations({ description: "`json` (default) or `pdf`" })),
      page: Schema.optional(
        Schema.String.annotations({ description: "with `format=pdf`: the page index, from 0 (default 0)" }),
      ),
    }),
  )
  .addSuccess(StatusRecord)
  .addError(answers("bad_format", "bad_page", "not_found", "not_ready", "rate_limited", "report_failed"))
  .annotate(OpenApi.Summary, "Get an audit's status and result, or a page's PDF")
  .annotate(
    OpenApi.Description,
    'With `format=json` (default): the status record, at no quota cost (status polls are limited to 120 a minute). With `format=pdf`: the report of page `page` (from 0) as `application/pdf`, `Content-Disposition: attachment; filename="svc-<id>-<page>.pdf"` (decision 25), counted against the PDF limit. With any id that does not exist it is also the key check: a valid key gets 404 `not_found`, an invalid one 401.',
  )

const retiredAudit = HttpApiEndpoint.get("retiredAudit", "/api/v1/audit")
  .addError(answers("use_async"))
  .annotate(OpenApi.Summary, "Retired synchronous audit")
  .annotate(OpenApi.Deprecated, true)
  .annotate(OpenApi.Description, "Always answers 410 `use_async`: use the asynchronous calls.")

/** The audit calls; every one carries the key, and any may answer 410 `use_async` or 503 `not_configured`. */
export const AuditsGroup = HttpApiGroup.make("audits")
  .add(startAudit)
  .add(getAudit)
  .add(retiredAudit)
  .addError(answers("use_async", "not_configured"))
  .middleware(ApiKey)
  .annotate(
    OpenApi.Description,
    "Start audits and read their status, results and PDF reports; every call needs a key.",
  )

/** Operators' calls, without a key. */
export const OperationsGroup = HttpApiGroup.make("operations")
  .add(
    HttpApiEndpoint.get("health", "/healthz")
      .addSuccess(Health)
      .addError(answers("unavailable"))
      .annotate(OpenApi.Summary, "Liveness for operators")
      .annotate(
        OpenApi.Description,
        "200 when the server runs and its database can be read and written; 503 `unavailable` otherwise (the probe runs at most every 2 seconds).",
      ),
  )
  .annotate(OpenApi.Description, "For operators and load balancers; no key.")

/** The svc HTTP API, defined once: the server implements it, clients derive from it, docs/openapi.json is generated from it. */
export class SvcApi extends HttpApi.make("svc")
  .add(AuditsGroup)
  .add(OperationsGroup)
  .annotate(OpenApi.Title, "svc — website audit API")
  .annotate(OpenApi.Version, "1")
  .annotate(
    OpenApi.Description,
    "Audits public web pages: scores, findings with fixes, Lighthouse figures, the measured phrase. See docs/api.md.",
  )
  .annotate(OpenApi.License, { name: "Apache-2.0", url: "https://www.apache.org/licenses/LICENSE-2.0" })
  .annotate(OpenApi.Servers, [
    { url: "http://127.0.0.1:8080", description: "svc-server on its default address (`--port 8080`)" },
  ])
  .annotate(OpenApi.Transform, withAdditions) {}

/** The OpenAPI document of the API. */
export const openApiDocument = () => OpenApi.fromApi(SvcApi)
