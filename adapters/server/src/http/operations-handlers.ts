import { HttpApiBuilder } from "@effect/platform"
import { SvcApi } from "@svc/contract"
import { AuditStore } from "@svc/store"
import { Effect } from "effect"
import { SERVER_VERSION } from "../version"

/** `GET /healthz`: up, and the store answers (a fault of the store is 503 `unavailable`). */
export const OperationsHandlers = HttpApiBuilder.group(SvcApi, "operations", (handlers) =>
  Effect.map(AuditStore, (store) =>
    handlers.handle("health", () =>
      store.queue.counts.pipe(Effect.as({ status: "ok" as const, version: SERVER_VERSION }), Effect.orDie),
    ),
  ),
)
