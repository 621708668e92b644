import { Schema } from "effect"
import { Count } from "./vocabulary"

/** Where an audit stands in the server's queue (decision 18); all fields always present. */
export const Queue = Schema.Struct({
  /** 1-based place of the audit's first unfinished page in the queue; 0 when running or complete. */
  position: Count,
  /** Pages queued before it. */
  pagesAhead: Count,
  /** Estimated seconds until it finishes, from recent page durations and the worker count. */
  etaSeconds: Count,
  /** How many recent page durations the estimate used. */
  samples: Count,
}).annotations({ identifier: "Queue" })
export type Queue = typeof Queue.Type
