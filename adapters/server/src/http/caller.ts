import { Unauthorized } from "@svc/contract"
import type { ApiKeyRecord } from "@svc/store"
import { Context, Effect, Option } from "effect"

/** The key that made the current request, once the edge has authenticated it. */
export class Caller extends Context.Tag("@svc/server/Caller")<Caller, ApiKeyRecord>() {}

/**
 * The authenticated key of the current request. The edge provides it to every `/api/` route after
 * checking the key; a route reached without one answers 401, never runs unauthenticated.
 */
export const requireCaller: Effect.Effect<ApiKeyRecord, Unauthorized> = Effect.flatMap(
  Effect.serviceOption(Caller),
  Option.match({ onNone: () => Effect.fail(new Unauthorized()), onSome: Effect.succeed }),
)
