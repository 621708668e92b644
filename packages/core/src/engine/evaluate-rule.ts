import type { ExtractedFacts } from "../facts/extraction"
import type { FactKey } from "../facts/page-facts"
import { isUnavailable } from "../facts/unavailable"
import { formatMessage, type PlaceholderValue } from "../rules/messages"
import { isVerdict, type Outcome, type ReportedItem, speaksInItsOwnWords, verdicts } from "../rules/outcome"
import type { AnyRule, RuleContext } from "../rules/rule"
import { summarizeItems } from "./item-summary"

/**
 * The items the check running now reported. Checks are synchronous and run one at a time, so one
 * frozen context serves every rule: its `report` writes here, and only while a check runs.
 */
let reported: ReportedItem[] | null = null

interface ReportArguments {
  readonly at?: ReportedItem["location"] | null
  readonly subject?: string | null
  readonly url?: string | null
  readonly data?: Readonly<Record<string, PlaceholderValue>>
}

const report = (messageId: string, options?: ReportArguments): void => {
  if (reported === null) throw new Error(`report("${messageId}") was called after its check returned`)
  reported.push({
    messageId,
    data: options?.data ?? {},
    ...(options?.at ? { location: options.at } : {}),
    ...(options?.subject != null ? { subject: options.subject } : {}),
    ...(options?.url != null ? { url: options.url } : {}),
  })
}

/** The one context, shared by every rule of every audit: rules speak no language, the engine does. */
const context: RuleContext = Object.freeze({ ...verdicts, report: report as RuleContext["report"] })

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
  exposeFacts: (declared: Readonly<Record<string, unknown>>) => object = asDeclared,
): RuleRun => {
  if (rule.check === undefined)
    return { outcome: verdicts.unavailable("measured externally only"), ran: false }
  const declared: Record<string, unknown> = {}
  for (const key of rule.requires) {
    const fact = facts[key as FactKey]
    if (fact === undefined)
      return { outcome: verdicts.unavailable(`fact "${key}" was not extracted`), ran: false }
    if (isUnavailable(fact)) return { outcome: verdicts.unavailable(fact.reason), ran: false }
    declared[key] = fact
  }
  const items: ReportedItem[] = []
  const outer = reported
  reported = items
  try {
    const returned: unknown = rule.check(exposeFacts(Object.freeze(declared)) as never, context as never)
    return { outcome: outcomeOf(rule, returned, items), ran: true }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    return { outcome: verdicts.unavailable(`the rule failed: ${message}`), ran: true }
  } finally {
    reported = outer
  }
}

/** What a check's return value and its reports come to, or why they are not a valid outcome. */
const outcomeOf = (rule: AnyRule, returned: unknown, items: ReadonlyArray<ReportedItem>): Outcome => {
  if (returned !== undefined && !isVerdict(returned))
    return verdicts.unavailable(
      speaksInItsOwnWords(returned)
        ? "the rule gave a verdict in a sentence of its own instead of reporting through its messages"
        : "the rule returned no valid outcome",
    )
  if (items.length === 0) {
    if (returned?.status === "review")
      return verdicts.unavailable("the rule asked for review and reported nothing to review")
    return returned ?? verdicts.pass()
  }
  const unknownId = items.find((item) => rule.messages?.[item.messageId] === undefined)
  if (unknownId !== undefined)
    return verdicts.unavailable(`the rule reported an unknown message "${unknownId.messageId}"`)
  if (returned !== undefined && returned.status !== "review")
    return verdicts.unavailable("the rule reported items and returned an outcome of its own")
  const first = items.find((item) => item.location !== undefined)?.location
  return {
    status: returned?.status === "review" || rule.reviewOnly ? "review" : "fail",
    evidence: summarizeItems(
      items,
      (item) => formatMessage(rule.messages?.[item.messageId] ?? "", item.data, "en"),
      "en",
    ),
    items,
    ...(first ? { location: first } : {}),
  }
}
