import type { Locale, SourceLocation } from "@svc/contract"
import { measuredMessage, measurementReason } from "../i18n/measurement-messages"
import type { OutcomeStatus, ReportedItem } from "../rules/outcome"
import type { RegisteredRule } from "../rules/registry"
import type { RuleRun } from "./evaluate-rule"
import { summarizeItems } from "./item-summary"
import type { MeasuredItem, Measurement } from "./measurement"

/** An item a measurement found, with the source that measured it (its sentence names the source). */
export interface SourcedItem extends MeasuredItem {
  readonly source: string
}

/** An item of a root cause: one its rule reported, or one a measurement found. */
export type CauseItem = ReportedItem | SourcedItem

export const isSourcedItem = (item: CauseItem): item is SourcedItem => "source" in item

/** One rule with everything that reported on it merged: its own check and its measurements. */
export interface RootCause {
  readonly registered: RegisteredRule
  /** The worst status reported. */
  readonly status: OutcomeStatus
  /** Evidence of every failing or review report, HTML first, each once, in English (for symptom notes). */
  readonly evidence: ReadonlyArray<string>
  /** The rule's own sentence, when its outcome is the root cause's status and it reported no items. */
  readonly ownEvidence: string | undefined
  readonly location: SourceLocation | undefined
  /** The items of the reports with the root cause's status: the rule's own first, then each measurement's. */
  readonly items: ReadonlyArray<CauseItem>
  /** Why it is unavailable or not applicable, when it is, in the audit's locale. */
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

const NO_ITEMS: ReadonlyArray<CauseItem> = []

/**
 * The items a listed measurement contributes, each with its source; a bare "failed" (or "to review")
 * item when it brought none, so every listed report says something.
 */
const sourcedItems = (measurement: Measurement): ReadonlyArray<SourcedItem> => {
  const { source } = measurement
  const items = measurement.items ?? []
  if (items.length === 0)
    return [{ messageId: measurement.status === "review" ? "audit.review" : "audit.fail", data: {}, source }]
  return items.map((item) => ({ ...item, source }))
}

/** The English summary of a measurement's items (symptom notes quote it). */
const englishSummary = (items: ReadonlyArray<SourcedItem>): string =>
  summarizeItems(items, (item) => measuredMessage(item.messageId, item.data, item.source, "en"), "en")

const listed = (status: OutcomeStatus): status is "fail" | "review" =>
  status === "fail" || status === "review"

/**
 * Merges a rule's own run with the measurements mapped onto it. A rule without a check and without
 * measurements stays `unavailable` (its measurement did not arrive).
 */
export const mergeRootCause = (
  registered: RegisteredRule,
  run: RuleRun,
  measurements: ReadonlyArray<Measurement>,
  locale: Locale,
): RootCause => {
  if (measurements.length === 0) return ownRootCause(registered, run)
  const outcome = run.outcome
  const hasCheck = registered.rule.check !== undefined
  let status: OutcomeStatus = hasCheck ? outcome.status : "unavailable"
  for (const measurement of measurements) status = worstStatus(status, measurement.status)

  const own =
    hasCheck && (outcome.status === "fail" || outcome.status === "review") && outcome.status === status
      ? outcome
      : undefined
  const ownItems = own?.items ?? NO_ITEMS
  const evidence = own === undefined ? [] : [own.evidence]
  const items: CauseItem[] = [...ownItems]
  let reason =
    hasCheck &&
    (outcome.status === "notApplicable" || outcome.status === "unavailable") &&
    outcome.status === status
      ? outcome.reason
      : undefined
  for (const measurement of measurements) {
    if (measurement.status !== status) continue
    if (listed(status)) {
      const found = sourcedItems(measurement)
      items.push(...found)
      const english = `${measurement.source}: ${englishSummary(found)}`
      if (!evidence.includes(english)) evidence.push(english)
    } else if ((status === "notApplicable" || status === "unavailable") && !reason)
      reason = measurementReason(status, measurement.source, measurement.error, locale)
  }
  return {
    registered,
    status,
    evidence,
    ownEvidence: own !== undefined && ownItems.length === 0 ? own.evidence : undefined,
    location: own?.location,
    items,
    reason: reason ?? "",
    checks: (run.ran ? 1 : 0) + measurements.length,
  }
}

/** The root cause of a rule that only its own check reported on: that outcome, as it is. */
const ownRootCause = (registered: RegisteredRule, run: RuleRun): RootCause => {
  const outcome = run.outcome
  const isListed = outcome.status === "fail" || outcome.status === "review"
  const items = isListed ? (outcome.items ?? NO_ITEMS) : NO_ITEMS
  return {
    registered,
    status: outcome.status,
    evidence: isListed ? [outcome.evidence] : [],
    ownEvidence: isListed && items.length === 0 ? outcome.evidence : undefined,
    location: isListed ? outcome.location : undefined,
    items,
    reason: outcome.status === "notApplicable" || outcome.status === "unavailable" ? outcome.reason : "",
    checks: run.ran ? 1 : 0,
  }
}
