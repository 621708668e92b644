import { formatMessage, placeholdersOf } from "../rules/messages"
import type { AnySiteRule, SiteNotApplicable, SiteReportedItem } from "./site-rule"
import type { SiteView } from "./site-view"

/** What one site rule concluded over a site: its items (failing, or for review), or why it did not judge. */
export type SiteRuleRun =
  | { readonly status: "pass" }
  | { readonly status: "fail" | "review"; readonly items: ReadonlyArray<SiteReportedItem> }
  | { readonly status: "notApplicable"; readonly reason: string }
  | { readonly status: "unavailable"; readonly reason: string }

const isNotApplicable = (value: unknown): value is SiteNotApplicable =>
  typeof value === "object" &&
  value !== null &&
  (value as { status?: unknown }).status === "notApplicable" &&
  typeof (value as { reason?: unknown }).reason === "string"

/**
 * Runs a site rule over a site the way the site engine does: a rule that throws, reports an unknown
 * message, leaves a placeholder without data, or reports and then says it does not apply, is
 * `unavailable` with the reason (rules are user code; the engine trusts nothing).
 */
export const runSiteRule = (rule: AnySiteRule, site: SiteView): SiteRuleRun => {
  const items: SiteReportedItem[] = []
  let returned: unknown
  try {
    returned = (rule.check as (site: SiteView, context: unknown) => unknown)(site, {
      report: (messageId: string, options: Record<string, unknown>) => {
        items.push({
          messageId,
          data: (options.data ?? {}) as SiteReportedItem["data"],
          url: String(options.url),
          line: typeof options.line === "number" ? options.line : null,
          related: Array.isArray(options.related) ? options.related.map(String) : [],
        })
      },
      notApplicable: (reason: string): SiteNotApplicable => ({ status: "notApplicable", reason }),
    })
  } catch (error) {
    return {
      status: "unavailable",
      reason: `the rule failed: ${error instanceof Error ? error.message : String(error)}`,
    }
  }
  if (returned !== undefined && !isNotApplicable(returned))
    return { status: "unavailable", reason: "the rule returned no valid outcome" }
  if (items.length === 0) return returned === undefined ? { status: "pass" } : returned
  if (returned !== undefined)
    return { status: "unavailable", reason: "the rule reported items and said it does not apply" }
  for (const item of items) {
    const template = rule.messages[item.messageId]
    if (template === undefined)
      return { status: "unavailable", reason: `the rule reported an unknown message "${item.messageId}"` }
    const missing = placeholdersOf(template).filter((name) => item.data[name] === undefined)
    if (missing.length > 0)
      return {
        status: "unavailable",
        reason: `the rule reported "${item.messageId}" without {${missing.join("}, {")}}`,
      }
  }
  return { status: rule.reviewOnly ? "review" : "fail", items }
}

/** An item's English sentence, as its rule's template writes it. */
export const englishSiteMessage = (rule: AnySiteRule, item: SiteReportedItem): string =>
  formatMessage(rule.messages[item.messageId] ?? "", item.data, "en")
