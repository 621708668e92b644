import { Context, Effect, Layer } from "effect"
import { Coordination, type CoordinationShape } from "./coordination/coordination"
import { AuditLog } from "./services/audit-log"
import { Audits } from "./services/audits"
import { Keys } from "./services/keys"
import { Maintenance } from "./services/maintenance"
import { Operators } from "./services/operators"
import { PageQueue } from "./services/page-queue"
import { Usage } from "./services/usage"

/**
 * Every aggregate of the store in one record, as the server and the tests took it before the store
 * was split by aggregate (issue 33). Compatibility only: new code takes the narrow services.
 */
export interface AuditStoreShape {
  readonly keys: Keys
  readonly audits: Audits
  readonly operators: Operators
  readonly admin: {
    readonly keyUsage: Usage["keyUsage"]
    readonly queue: PageQueue["overview"]
  }
  readonly queue: PageQueue
  /** See `CoordinationShape.stateVersion`: the server keeps status records by it. */
  readonly stateVersion: Effect.Effect<number>
  readonly coordination: CoordinationShape
  readonly usage: Usage
  readonly auditLog: AuditLog
  readonly purge: Maintenance["purge"]
  readonly backup: Maintenance["backup"]
  readonly health: Maintenance["health"]
}

/** The AuditStore record (compatibility; see `AuditStoreShape`). */
export class AuditStore extends Context.Tag("@svc/store/AuditStore")<AuditStore, AuditStoreShape>() {}

/** The AuditStore record over the store's services (`StoreLive`). */
export const AuditStoreFromServices = Layer.effect(
  AuditStore,
  Effect.gen(function* () {
    const coordination = yield* Coordination
    const queue = yield* PageQueue
    const usage = yield* Usage
    const maintenance = yield* Maintenance
    return AuditStore.of({
      keys: yield* Keys,
      audits: yield* Audits,
      operators: yield* Operators,
      admin: { keyUsage: usage.keyUsage, queue: queue.overview },
      queue,
      stateVersion: coordination.stateVersion,
      coordination,
      usage,
      auditLog: yield* AuditLog,
      purge: maintenance.purge,
      backup: maintenance.backup,
      health: maintenance.health,
    })
  }),
)
