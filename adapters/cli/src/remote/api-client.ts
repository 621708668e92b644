import {
  FetchHttpClient,
  HttpApiClient,
  HttpClient,
  HttpClientError,
  HttpClientRequest,
} from "@effect/platform"
import { SvcApi } from "@svc/contract"
import { Effect, type Redacted } from "effect"
import { USER_AGENT } from "../version"

/** How long one call may take before it counts as unanswered. */
export const CALL_TIMEOUT_MS = 30_000

/** A 502/503/504 whose body is not JSON came from a proxy, not from svc: a status error, not a parse error. */
const isGatewayPage = (response: {
  readonly status: number
  readonly headers: Readonly<Record<string, string>>
}) => [502, 503, 504].includes(response.status) && !(response.headers["content-type"] ?? "").includes("json")

/**
 * The typed client of the svc API, derived from its definition in `@svc/contract`: every call
 * carries the key as a bearer token and `User-Agent: svc-cli/<version>` (decision 10).
 */
export const makeApiClient = (baseUrl: string, key: Redacted.Redacted<string>) =>
  HttpApiClient.make(SvcApi, {
    baseUrl,
    transformClient: (client) =>
      client.pipe(
        HttpClient.mapRequest((request) =>
          request.pipe(
            HttpClientRequest.bearerToken(key),
            HttpClientRequest.setHeader("user-agent", USER_AGENT),
            HttpClientRequest.acceptJson,
          ),
        ),
        HttpClient.filterOrFail(
          (response) => !isGatewayPage(response),
          (response) =>
            new HttpClientError.ResponseError({ reason: "StatusCode", request: response.request, response }),
        ),
      ),
  }).pipe(Effect.provide(FetchHttpClient.layer))

export type ApiClient = Effect.Effect.Success<ReturnType<typeof makeApiClient>>
