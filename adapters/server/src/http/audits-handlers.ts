import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import { decodeFormat, NotFound, SvcApi, UseAsync } from "@svc/contract"
import type { StoreFailure } from "@svc/store"
import { Effect, Option } from "effect"
import { AuditReader } from "../audits/audit-reader"
import { makeReports } from "../audits/report"
import { makeStartAudit } from "../audits/start-audit"
import { requireCaller } from "./caller"
import { apiHeaders, JSON_MEDIA_TYPE, unavailable } from "./error-response"
import { readJsonBody } from "./request-body"

/** A fault of the store, logged; the answer is 503 `unavailable`. */
const storeFault = (failure: StoreFailure) =>
  Effect.zipRight(
    Effect.logError("store failure").pipe(Effect.annotateLogs({ error: failure.message })),
    Effect.fail(unavailable()),
  )

/** The audit calls of the contract. The edge has checked the client, the server and the key before these run. */
export const AuditsHandlers = HttpApiBuilder.group(SvcApi, "audits", (handlers) =>
  Effect.gen(function* () {
    const startAudit = yield* makeStartAudit
    const reader = yield* AuditReader
    const report = yield* makeReports(reader)

    return handlers
      .handleRaw("startAudit", ({ request }) =>
        Effect.gen(function* () {
          const caller = yield* requireCaller
          const body = yield* readJsonBody(request)
          const record = yield* startAudit(caller, body)
          return HttpServerResponse.unsafeJson(record, { status: 202, headers: apiHeaders })
        }).pipe(Effect.catchTag("StoreFailure", storeFault)),
      )
      .handle("getAudit", ({ path, urlParams }) =>
        Effect.gen(function* () {
          const caller = yield* requireCaller
          const format = yield* decodeFormat(urlParams.format)
          if (format === "pdf") {
            const found = yield* reader.find(caller.id, path.id)
            if (Option.isNone(found)) return yield* new NotFound()
            return yield* report(caller, found.value, urlParams.page)
          }
          const json = yield* reader.statusJson(caller, path.id)
          if (Option.isNone(json)) return yield* new NotFound()
          return HttpServerResponse.text(json.value, { contentType: JSON_MEDIA_TYPE, headers: apiHeaders })
        }).pipe(
          // The contract lists no 503 for this call; the edge answers a fault of the service with
          // 503 `unavailable` all the same (docs/api.md).
          Effect.catchTag("StoreFailure", (failure) => Effect.die(failure)),
        ),
      )
      .handle("retiredAudit", () => Effect.fail(new UseAsync()))
  }),
)
