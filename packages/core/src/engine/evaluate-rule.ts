import type { Locale } from "@svc/contract"
import type { ExtractedFacts } from "../facts/extraction"
import type { FactKey } from "../facts/page-facts"
import { isUnavailable } from "../facts/unavailable"
import { isOutcome, type Outcome, outcomes } from "../rules/outcome"
import type { AnyRule, RuleContext } from "../rules/rule"

/** One frozen context per locale, shared by every rule of every audit. */
const contexts = new Map<Locale, RuleContext>()
const contextFor = (locale: Locale): RuleContext => {
  let context = contexts.get(locale)
  if (context === undefined) {
    context = Object.freeze({ ...outcomes, locale })
    contexts.set(locale, context)
  }
  return context
}

/** The default `exposeFacts`: the declared facts as they are (one function, not one per call). */
const asDeclared = (declared: Readonly<Record<string, unknown>>): object => declared

/** The outcome of one rule's own check, and whether the check ran at all. */
export interface RuleRun {
  readonly outcome: Outcome
  /** False when the rule has no check or a fact it needs could not be obtained. */
  readonly ran: boolean
}

/**
 * Runs one rule over exactly the facts it declared. A missing fact makes it `unavailable`;
 * a rule that throws or returns something that is not an outcome is `unavailable` too: one broken
 * rule never breaks an audit.
 */
export const evaluateRule = (
  rule: AnyRule,
  facts: ExtractedFacts,
  locale: Locale,
  exposeFacts: (declared: Readonly<Record<string, unknown>>) => object = asDeclared,
): RuleRun => {
  if (rule.check === undefined)
    return { outcome: outcomes.unavailable("measured externally only"), ran: false }
  const declared: Record<string, unknown> = {}
  for (const key of rule.requires) {
    const fact = facts[key as FactKey]
    if (fact === undefined)
      return { outcome: outcomes.unavailable(`fact "${key}" was not extracted`), ran: false }
    if (isUnavailable(fact)) return { outcome: outcomes.unavailable(fact.reason), ran: false }
    declared[key] = fact
  }
  try {
    const outcome: unknown = rule.check(exposeFacts(Object.freeze(declared)) as never, contextFor(locale))
    if (!isOutcome(outcome))
      return { outcome: outcomes.unavailable("the rule returned no valid outcome"), ran: true }
    return { outcome, ran: true }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    return { outcome: outcomes.unavailable(`the rule failed: ${message}`), ran: true }
  }
}
