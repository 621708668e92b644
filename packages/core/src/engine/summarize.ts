import type { Summary } from "@svc/contract"
import type { JudgedRootCause } from "./evaluate"

/**
 * Counts root causes into the six buckets (decision 24). Symptoms hidden by a listed cause are not
 * counted; each remaining root cause lands in exactly one bucket, so the buckets add up to `total`.
 */
export const summarize = (rootCauses: ReadonlyArray<JudgedRootCause>, checksEvaluated: number): Summary => {
  const summary = { failed: 0, review: 0, extras: 0, passed: 0, notApplicable: 0, unavailable: 0 }
  for (const root of rootCauses) {
    if (root.hiddenBy !== undefined) continue
    const isListed = root.status === "fail" || root.status === "review"
    if (root.registered.rule.extra && isListed) summary.extras++
    else if (root.status === "fail") summary.failed++
    else if (root.status === "review") summary.review++
    else if (root.status === "pass") summary.passed++
    else if (root.status === "notApplicable") summary.notApplicable++
    else summary.unavailable++
  }
  const total =
    summary.failed +
    summary.review +
    summary.extras +
    summary.passed +
    summary.notApplicable +
    summary.unavailable
  return { ...summary, total, checksEvaluated }
}
