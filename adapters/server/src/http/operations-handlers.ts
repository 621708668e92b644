import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import { SvcApi } from "@svc/contract"
import { SVC_VERSION } from "@svc/core/version"
import { Maintenance, PageQueue } from "@svc/store"
import { Duration, Effect } from "effect"

/**
 * How long a successful probe of the store answers `/healthz`: a load balancer's polls stay cheap. A
 * failed probe answers only the calls that waited for it; the next call probes again, so a database
 * that is back is seen at once.
 */
export const HEALTH_PROBE_TTL = Duration.seconds(2)

/**
 * `GET /healthz`: up, and the store can be read and written (`StoreHealth.probe`), with the queue's
 * figures over every process on the database; otherwise 503 `unavailable` with `retryAfter`.
 */
export const OperationsHandlers = HttpApiBuilder.group(SvcApi, "operations", (handlers) =>
  Effect.gen(function* () {
    const maintenance = yield* Maintenance
    const queue = yield* PageQueue
    const [cachedProbe, forgetProbe] = yield* Effect.cachedInvalidateWithTTL(
      Effect.zipRight(maintenance.health.probe, queue.figures),
      HEALTH_PROBE_TTL,
    )
    const probe = Effect.tapErrorCause(cachedProbe, () => forgetProbe)
    return handlers.handle("health", () =>
      probe.pipe(
        Effect.map((queue) => ({ status: "ok" as const, version: SVC_VERSION, queue })),
        Effect.orDie,
      ),
    )
  }),
)
