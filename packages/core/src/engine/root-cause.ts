import type { SourceLocation } from "@svc/contract"
import type { OutcomeStatus, ReportedItem } from "../rules/outcome"
import type { RegisteredRule } from "../rules/registry"
import type { RuleRun } from "./evaluate-rule"
import type { Measurement } from "./measurement"

/** One rule with everything that reported on it merged: its own check and its measurements. */
export interface RootCause {
  readonly registered: RegisteredRule
  /** The worst status reported. */
  readonly status: OutcomeStatus
  /** Evidence of every failing or review report, HTML first, each once. */
  readonly evidence: ReadonlyArray<string>
  readonly location: SourceLocation | undefined
  /** The items the rule's own check reported, when its outcome is the root cause's status. */
  readonly items: ReadonlyArray<ReportedItem>
  /** Why it is unavailable or not applicable, when it is. */
  readonly reason: string
  /** Checks that ran for this root cause (its own check and each measurement). */
  readonly checks: number
}

/** fail > review > pass > notApplicable > unavailable: a report that saw something beats one that saw nothing. */
const severity: Record<OutcomeStatus, number> = {
  fail: 4,
  review: 3,
  pass: 2,
  notApplicable: 1,
  unavailable: 0,
}

export const worstStatus = (a: OutcomeStatus, b: OutcomeStatus): OutcomeStatus =>
  severity[a] >= severity[b] ? a : b

/**
 * Merges a rule's own run with the measurements mapped onto it. A rule without a check and without
 * measurements stays `unavailable` (its measurement did not arrive).
 */
export const mergeRootCause = (
  registered: RegisteredRule,
  run: RuleRun,
  measurements: ReadonlyArray<Measurement>,
): RootCause => {
  if (measurements.length === 0) return ownRootCause(registered, run)
  const reports: Array<{ status: OutcomeStatus; evidence: string | undefined; reason: string | undefined }> =
    []
  const hasCheck = registered.rule.check !== undefined
  if (hasCheck || measurements.length === 0) {
    const outcome = run.outcome
    reports.push({
      status: outcome.status,
      evidence: outcome.status === "fail" || outcome.status === "review" ? outcome.evidence : undefined,
      reason:
        outcome.status === "notApplicable" || outcome.status === "unavailable" ? outcome.reason : undefined,
    })
  }
  for (const measurement of measurements) {
    reports.push({
      status: measurement.status,
      evidence:
        measurement.status === "fail" || measurement.status === "review"
          ? `${measurement.source}: ${measurement.evidence ?? measurement.auditId}`
          : undefined,
      reason:
        measurement.status === "notApplicable" || measurement.status === "unavailable"
          ? measurement.evidence
          : undefined,
    })
  }
  const status = reports.reduce<OutcomeStatus>(
    (worst, report) => worstStatus(worst, report.status),
    "unavailable",
  )
  const evidence = [
    ...new Set(
      reports
        .filter((report) => report.status === status && report.evidence !== undefined)
        .map((report) => report.evidence as string),
    ),
  ]
  const reason = reports.find((report) => report.status === status && report.reason)?.reason ?? ""
  const outcome = run.outcome
  const own = (outcome.status === "fail" || outcome.status === "review") && outcome.status === status
  return {
    registered,
    status,
    evidence,
    location: own ? outcome.location : undefined,
    items: own ? (outcome.items ?? []) : [],
    reason,
    checks: (run.ran ? 1 : 0) + measurements.length,
  }
}

/** The root cause of a rule that only its own check reported on: that outcome, as it is. */
const ownRootCause = (registered: RegisteredRule, run: RuleRun): RootCause => {
  const outcome = run.outcome
  const listed = outcome.status === "fail" || outcome.status === "review"
  return {
    registered,
    status: outcome.status,
    evidence: listed ? [outcome.evidence] : [],
    location: listed ? outcome.location : undefined,
    items: listed ? (outcome.items ?? []) : [],
    reason: outcome.status === "notApplicable" || outcome.status === "unavailable" ? outcome.reason : "",
    checks: run.ran ? 1 : 0,
  }
}
