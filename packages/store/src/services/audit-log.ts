import { Effect } from "effect"
import { makeAuditLog } from "../audit-log"

/** One row per finished page (who, what, when, how it ended), kept 90 days. */
export class AuditLog extends Effect.Service<AuditLog>()("@svc/store/AuditLog", {
  effect: makeAuditLog,
}) {}
