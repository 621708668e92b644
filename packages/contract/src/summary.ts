import { Schema } from "effect"
import { Count } from "./vocabulary"

const SummaryFields = Schema.Struct({
  failed: Count,
  review: Count,
  extras: Count,
  passed: Count,
  notApplicable: Count,
  unavailable: Count,
  total: Count,
  checksEvaluated: Count,
})

/** Counts of root causes; the six buckets partition them and add up to `total` (decision 24). */
export const Summary = SummaryFields.pipe(
  Schema.filter(
    (s) =>
      s.failed + s.review + s.extras + s.passed + s.notApplicable + s.unavailable === s.total ||
      "the six buckets must add up to total",
  ),
  Schema.annotations({ identifier: "Summary" }),
)
export type Summary = typeof Summary.Type
