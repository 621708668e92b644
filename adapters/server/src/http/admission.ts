import { API_BASE_PATH, NotConfigured, Unauthorized, UseAsync } from "@svc/contract"
import type { ApiKeyRecord, StoreFailure } from "@svc/store"
import { Context, Effect, Layer, Option } from "effect"
import { makeAuthenticator } from "./authenticator"
import { isRetiredClient } from "./client-version"
import { NOT_CONFIGURED_RETRY_SECONDS } from "./error-response"
import { presentedKey, type RequestHeaders } from "./presented-key"

/** Where the keyed API lives: every path under it needs a key; `/healthz` and `/openapi.json` do not. */
export const API_PREFIX = "/api/"
const RETIRED_PATH = `${API_BASE_PATH}/audit`

export type AdmissionRefusal = UseAsync | NotConfigured | Unauthorized

export interface AdmissionService {
  /**
   * The key an `/api/` request is made with, checked in the fixed order of the contract: a CLI or MCP
   * client below 0.3.0 gets 410 `use_async` (decision 10); the retired synchronous endpoint 410; a
   * server with no key issued 503 `not_configured`; then the key (decisions 7–8), identical 401s
   * whatever is wrong with it.
   */
  readonly admit: (
    path: string,
    headers: RequestHeaders,
  ) => Effect.Effect<ApiKeyRecord, AdmissionRefusal | StoreFailure>
}

/**
 * One admission for the whole server, shared by the edge of the routed API and the status lane, so
 * both answer alike and share one cache of keys that authenticated.
 */
export class Admission extends Context.Tag("@svc/server/Admission")<Admission, AdmissionService>() {}

export const AdmissionLive = Layer.scoped(
  Admission,
  Effect.map(makeAuthenticator, (auth) =>
    Admission.of({
      admit: (path, headers) => {
        if (isRetiredClient(textOf(headers["user-agent"])) || path === RETIRED_PATH)
          return Effect.fail(new UseAsync())
        return Effect.flatMap(
          auth.keysIssued,
          (issued): Effect.Effect<ApiKeyRecord, AdmissionRefusal | StoreFailure> => {
            if (!issued) return Effect.fail(new NotConfigured({ retryAfter: NOT_CONFIGURED_RETRY_SECONDS }))
            const presented = presentedKey(headers)
            if (presented._tag !== "Key") return Effect.fail(new Unauthorized())
            return Effect.flatMap(auth.authenticate(presented.key), (caller) =>
              Option.isSome(caller) ? Effect.succeed(caller.value) : Effect.fail(new Unauthorized()),
            )
          },
        )
      },
    }),
  ),
)

/** A header's value as text: Node gives lists only for headers that may repeat (set-cookie). */
const textOf = (value: string | ReadonlyArray<string> | undefined): string | undefined =>
  typeof value === "string" ? value : undefined
