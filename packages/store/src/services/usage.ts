import { Effect } from "effect"
import { makeKeyUsage } from "../admin/key-usage"
import { Coordination } from "../coordination/coordination"
import { makePollCharges } from "../usage/poll-charges"
import { UsageWindows } from "./internal"

/**
 * What keys use outside the start call: status polls (judged and charged in memory, written behind
 * by a fiber of their own, and when the layer closes), PDFs, and every key's usage for the admin panel.
 */
export class Usage extends Effect.Service<Usage>()("@svc/store/Usage", {
  scoped: Effect.gen(function* () {
    const windows = yield* UsageWindows
    const polls = yield* makePollCharges(yield* Coordination)
    return {
      takePdf: windows.takePdf,
      /**
       * A status poll: 120 per key per minute (outside the quota), judged and charged in memory at once;
       * the charge is written within `POLL_WRITE_INTERVAL_MS` (and when the store closes).
       */
      takePoll: polls.take,
      /** Writes every poll charge taken so far now, as the store does every interval. */
      flushPolls: polls.flush,
      /** Every key's usage this hour and today at `now`, by key id. */
      keyUsage: yield* makeKeyUsage,
    }
  }),
}) {}
