import {
  FetchHttpClient,
  HttpApiClient,
  HttpClient,
  HttpClientError,
  HttpClientRequest,
} from "@effect/platform"
import { SvcApi } from "@svc/contract"
import { Effect, type Redacted } from "effect"

/** A 502/503/504 whose body is not JSON came from a proxy, not from svc: a status error, not a parse error. */
const isGatewayPage = (response: {
  readonly status: number
  readonly headers: Readonly<Record<string, string>>
}) => [502, 503, 504].includes(response.status) && !(response.headers["content-type"] ?? "").includes("json")

/** Who calls a server, and with which key. */
export interface Caller {
  /** The server's base URL, without a trailing slash. */
  readonly baseUrl: string
  readonly key: Redacted.Redacted<string>
  /** `svc-cli/<version>` or `svc-mcp/<version>` (decision 10). */
  readonly userAgent: string
}

/** Every call carries the key as a bearer token and the client's User-Agent; a gateway's page is a status error. */
export const identified =
  (caller: Caller) =>
  (client: HttpClient.HttpClient): HttpClient.HttpClient =>
    client.pipe(
      HttpClient.mapRequest((request) =>
        request.pipe(
          HttpClientRequest.bearerToken(caller.key),
          HttpClientRequest.setHeader("user-agent", caller.userAgent),
        ),
      ),
      HttpClient.filterOrFail(
        (response) => !isGatewayPage(response),
        (response) =>
          new HttpClientError.ResponseError({ reason: "StatusCode", request: response.request, response }),
      ),
    )

/** The typed client of the svc API, derived from its definition in `@svc/contract`. */
export const makeApiClient = (caller: Caller) =>
  HttpApiClient.make(SvcApi, {
    baseUrl: caller.baseUrl,
    transformClient: (client) =>
      identified(caller)(client).pipe(HttpClient.mapRequest(HttpClientRequest.acceptJson)),
  }).pipe(Effect.provide(FetchHttpClient.layer))

export type ApiClient = Effect.Effect.Success<ReturnType<typeof makeApiClient>>
