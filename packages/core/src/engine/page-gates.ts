import type { OutcomeStatus } from "../rules/outcome"
import { conditionFailure, type PageCondition } from "../rules/page-condition"
import type { RegisteredRule } from "../rules/registry"

/** Why a root cause does not apply to this page: the failing rule that decided so. */
export interface PageGate {
  readonly decider: string
  readonly condition: PageCondition
  readonly reason: string
}

/**
 * The page conditions this page fails, from the rules that decide them: a condition fails when one of
 * its deciders fails (the first by id is named). Each condition includes the ones before it: a page
 * that is not `served` is neither `substantive` nor `indexable`, whatever their deciders say. Returns, for a rule's `appliesTo`, the gate that
 * silences it, if any.
 */
export const pageGates = (
  roots: ReadonlyArray<{ readonly registered: RegisteredRule; readonly status: OutcomeStatus }>,
): ((appliesTo: PageCondition | undefined) => PageGate | undefined) => {
  const gateOf = (condition: PageCondition): PageGate | undefined => {
    const decider = roots
      .filter((root) => root.registered.rule.decides === condition && root.status === "fail")
      .map((root) => root.registered.rule.id)
      .sort()[0]
    return decider === undefined
      ? undefined
      : { decider, condition, reason: `Not applicable: ${conditionFailure[condition]} (${decider} failed).` }
  }
  const served = gateOf("served")
  const substantive = served ?? gateOf("substantive")
  const indexable = substantive ?? gateOf("indexable")
  const gates: Readonly<Record<PageCondition, PageGate | undefined>> = { served, substantive, indexable }
  return (appliesTo) => (appliesTo === undefined ? undefined : gates[appliesTo])
}
