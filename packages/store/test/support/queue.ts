import { Effect, Option } from "effect"
import { PageQueue } from "../../src"
import { resultFor } from "./store"

const LEASE_MS = 60_000

/** Leases and completes every queued page as one worker would; answers how many it finished. */
export const drainQueue = (owner = "drain") =>
  Effect.gen(function* () {
    const queue = yield* PageQueue
    let finished = 0
    for (;;) {
      const leased = yield* queue.lease(owner, LEASE_MS)
      if (Option.isNone(leased)) return finished
      yield* queue.complete(owner, leased.value, resultFor(leased.value.url))
      finished += 1
    }
  })
