import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import { SvcApi } from "@svc/contract"
import { AuditStore } from "@svc/store"
import { Duration, Effect } from "effect"
import { SERVER_VERSION } from "../version"

/** How long one probe of the store answers `/healthz`: a load balancer's polls stay cheap. */
export const HEALTH_PROBE_TTL = Duration.seconds(2)

/**
 * `GET /healthz`: up, and the store can be read and written (`StoreHealth.probe`), with the queue's
 * figures over every process on the database; otherwise 503 `unavailable` with `retryAfter`.
 */
export const OperationsHandlers = HttpApiBuilder.group(SvcApi, "operations", (handlers) =>
  Effect.gen(function* () {
    const store = yield* AuditStore
    const probe = yield* Effect.cachedWithTTL(
      Effect.zipRight(store.health.probe, store.queue.figures),
      HEALTH_PROBE_TTL,
    )
    return handlers.handle("health", () =>
      probe.pipe(
        Effect.map((queue) => ({ status: "ok" as const, version: SERVER_VERSION, queue })),
        Effect.orDie,
      ),
    )
  }),
)
