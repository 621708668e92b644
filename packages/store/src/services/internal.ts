import { Effect } from "effect"
import { makeDurationsCache } from "../queue/recent-durations"
import { readerOrClient } from "../sql-reader"
import { makeUsageWindows } from "../usage/usage-windows"

/** The recent page durations of the estimates, kept a moment: shared by `Audits` (reading) and `PageQueue` (invalidating). */
export class RecentDurations extends Effect.Service<RecentDurations>()("@svc/store/RecentDurations", {
  effect: Effect.map(readerOrClient, makeDurationsCache),
}) {}

/** The sliding windows of the limits in `usage_events`: shared by `Audits` (start calls) and `Usage` (PDFs). */
export class UsageWindows extends Effect.Service<UsageWindows>()("@svc/store/UsageWindows", {
  effect: makeUsageWindows,
}) {}
