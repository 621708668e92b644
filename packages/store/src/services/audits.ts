import { Effect } from "effect"
import { makeAuditReader } from "../audits/audit-view"
import { makeAuditStart, type NewAudit, type StartReservation } from "../audits/start-audit"
import { StoreSettings } from "../store-settings"
import { RecentDurations, UsageWindows } from "./internal"

/** Audits: the start call's reservation and the audit it starts, and reading an audit back. */
export class Audits extends Effect.Service<Audits>()("@svc/store/Audits", {
  effect: Effect.gen(function* () {
    const { workers } = yield* StoreSettings
    const durations = yield* RecentDurations
    const start = yield* makeAuditStart(yield* UsageWindows, durations)
    const reader = yield* makeAuditReader(workers, durations)
    return {
      /**
       * Reserves the start call's share of the key's limits before its targets are fetched, or refuses
       * it; `probeDeadlineMs` bounds one fetch of a target. While the key has `MAX_STARTS_AT_ONCE`
       * start calls in progress it waits up to `slotWaitMs` (0 by default) for one to end, then answers
       * `rate_limited`.
       */
      reserve: (keyId: string, urls: ReadonlyArray<string>, probeDeadlineMs: number, slotWaitMs?: number) =>
        start.reserve(keyId, urls, workers, probeDeadlineMs, slotWaitMs),
      /** Ends a reservation not turned into an audit, charging `unreachable` units to the unreachable limit. */
      release: (reservation: StartReservation, unreachable: number) =>
        start.release(reservation, unreachable),
      /** Creates and charges an audit in one transaction (taking its reservation's place), or refuses it. */
      start: (audit: NewAudit) => start.start(audit, workers),
      /** The audit if this key owns it. */
      get: reader.get,
      /** The key an audit belongs to (its id and label), for operators. */
      owner: reader.owner,
      /** Deletes the start reservations lapsed at `now`; answers how many. */
      purgeReservations: start.purgeReservations,
    }
  }),
}) {}
