import { FetchHttpClient, HttpClient, HttpClientError, HttpClientRequest } from "@effect/platform"
import { ApiErrorFromBody } from "@svc/contract"
import { Effect, Schema } from "effect"
import { type Caller, identified } from "./api-client"

const decodeErrorBody = Schema.decodeUnknown(Schema.parseJson(ApiErrorFromBody))

/**
 * `GET /api/v1/audits/{id}?format=pdf&page={page}`: the server's PDF of one page, as bytes. The
 * derived client cannot make this call (its success is the JSON status record), so it is made on the
 * same identified HTTP client; an error answer is decoded into the contract's error like any other.
 */
export const fetchReport = (caller: Caller, id: string, page: number) =>
  Effect.gen(function* () {
    const client = identified(caller)(yield* HttpClient.HttpClient)
    const request = HttpClientRequest.get(`${caller.baseUrl}/api/v1/audits/${encodeURIComponent(id)}`).pipe(
      HttpClientRequest.setUrlParams({ format: "pdf", page: String(page) }),
      HttpClientRequest.accept("application/pdf"),
    )
    const response = yield* client.execute(request)
    const type = response.headers["content-type"] ?? ""
    if (response.status === 200 && type.startsWith("application/pdf"))
      return new Uint8Array(yield* response.arrayBuffer)
    if (type.includes("json")) return yield* Effect.fail(yield* decodeErrorBody(yield* response.text))
    return yield* new HttpClientError.ResponseError({ reason: "StatusCode", request, response })
  }).pipe(Effect.scoped, Effect.provide(FetchHttpClient.layer))
