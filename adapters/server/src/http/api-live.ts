import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import { ApiKey, SvcApi } from "@svc/contract"
import { Effect, Layer } from "effect"
import { AuditsHandlers } from "./audits-handlers"
import { requireCaller } from "./caller"
import { OperationsHandlers } from "./operations-handlers"

/**
 * The contract's key middleware. The edge authenticates before routing (it must answer 410, 503 and
 * 401 in a fixed order, and compare both key headers at once); here a route of the audits group
 * refuses to run without the caller the edge provided.
 */
const ApiKeyLive = Layer.succeed(
  ApiKey,
  ApiKey.of({ bearer: () => Effect.asVoid(requireCaller), apiKey: () => Effect.asVoid(requireCaller) }),
)

/** `SvcApi` implemented: both groups and the key middleware. */
export const ApiLive = HttpApiBuilder.api(SvcApi).pipe(
  Layer.provide([AuditsHandlers, OperationsHandlers]),
  Layer.provide(ApiKeyLive),
)
