/**
 * What a page must be for a check to matter. A rule that `appliesTo` a condition is `notApplicable`
 * on a page that does not meet it, and the rule that `decides` the condition (and failed) is the one
 * root cause listed.
 *
 * - `served`: the response is the page itself, an HTML document that answered without an error
 *   status. A 404 page is still audited: its status is the finding, and page-level checks are moot.
 * - `substantive`: served, with content of its own to judge — not empty, a few words, placeholder
 *   text, a parked domain or a sign-in form. Checks of what the content offers earn nothing on such a
 *   page: absence is not quality.
 * - `indexable`: substantive, and search engines may index it (no `noindex`, not blocked by
 *   robots.txt).
 */
export type PageCondition = "served" | "substantive" | "indexable"

export const pageConditions: ReadonlyArray<PageCondition> = ["served", "substantive", "indexable"]

/**
 * Each condition includes the ones before it: an indexable page is substantive and served. Absent
 * (every page) is 0.
 */
export const conditionRank = (condition: PageCondition | undefined): number =>
  condition === undefined ? 0 : pageConditions.indexOf(condition) + 1

/** What a page that fails the condition is, for reasons and documentation. */
export const conditionFailure: Readonly<Record<PageCondition, string>> = {
  served: "the page is not served as a working HTML page",
  substantive: "the page has no content of its own to judge",
  indexable: "search engines may not index the page",
}

interface ConditionMetadata {
  readonly id: string
  readonly appliesTo?: PageCondition | undefined
  readonly decides?: PageCondition | undefined
  readonly extra?: boolean | undefined
  readonly phrase?: boolean | undefined
}

/**
 * Problems with a rule's page conditions: unknown values; a rule that decides a condition it depends
 * on (it could silence itself); a decider that is never scored (extras and phrase rules), so that its
 * failure would silence checks without anything being counted in their place.
 */
export const pageConditionProblems = (rule: ConditionMetadata): string[] => {
  const problems: string[] = []
  const name = `rule "${rule.id}"`
  for (const [field, value] of [
    ["appliesTo", rule.appliesTo],
    ["decides", rule.decides],
  ] as const) {
    if (value !== undefined && !pageConditions.includes(value))
      problems.push(`${name}: ${field} names unknown page condition "${value}"`)
  }
  if (rule.decides !== undefined && conditionRank(rule.appliesTo) >= conditionRank(rule.decides))
    problems.push(`${name}: it decides "${rule.decides}", so it cannot apply only to such pages`)
  if (rule.decides !== undefined && (rule.extra || rule.phrase))
    problems.push(`${name}: an extra or a phrase rule cannot decide a page condition`)
  return problems
}
