import type { Finding, FindingItem, Locale } from "@svc/contract"
import { summarizeItems } from "../engine/item-summary"
import { formatMessage } from "../rules/messages"
import { message } from "./catalog"

/** How many of a finding's items the reports for people list before they count the rest. */
export const ITEMS_LISTED = 5

/** Where in the HTML an item is, as `line:column`; empty when the item has no place there. */
export const itemPlace = (item: FindingItem): string =>
  item.location === undefined ? "" : `${item.location.line}:${item.location.column}`

/**
 * An item as one line of a report: its message, then its subject and its address where the message
 * does not already quote them (most messages name what they are about).
 */
export const itemText = (item: FindingItem): string => {
  const named: Array<string> = []
  for (const value of [item.subject, item.url])
    if (value !== undefined && value !== "" && !item.message.includes(value) && !named.includes(value))
      named.push(value)
  return named.length === 0 ? item.message : `${item.message} (${named.join(", ")})`
}

/** How many items the check found: `itemCount`, else as many as it lists. */
export const itemTotal = (finding: Finding): number => finding.itemCount ?? finding.items?.length ?? 0

/**
 * The items a report for people lists under a finding's evidence: none when the check found only one,
 * as the evidence is then that item's sentence.
 */
export const itemsToList = (finding: Finding): ReadonlyArray<FindingItem> =>
  itemTotal(finding) > 1 ? (finding.items ?? []) : []

/**
 * What a finding's evidence says beyond the summary of the items a report lists under it (the notes on
 * its symptoms, a sentence of its own): the evidence without its opening summary of those items, which
 * would only repeat the list. The whole evidence when it lists no items or does not open with them.
 */
export const evidenceBeyondItems = (finding: Finding, locale: Locale): string => {
  const items = itemsToList(finding)
  if (items.length === 0) return finding.evidence
  const summary = summarizeItems(items, (item) => item.message, locale, itemTotal(finding))
  return finding.evidence.startsWith(summary)
    ? finding.evidence.slice(summary.length).trim()
    : finding.evidence
}

/**
 * The sentence after the first `listed` items of a finding: how many more there are and how many in all
 * ("7 more like these (12 in all)."), in the locale; undefined when none is left.
 */
export const moreItemsText = (finding: Finding, listed: number, locale: Locale): string | undefined => {
  const total = itemTotal(finding)
  return total <= listed
    ? undefined
    : formatMessage(message(locale, "items.more"), { more: total - listed, total }, locale)
}

/**
 * The sentence after every item a finding lists, when the check found more than the result keeps
 * ("40 more not listed (the result keeps the first 100)."); undefined when it lists them all.
 */
export const unlistedItemsText = (finding: Finding, locale: Locale): string | undefined => {
  const kept = finding.items?.length ?? 0
  const total = itemTotal(finding)
  return total <= kept
    ? undefined
    : formatMessage(message(locale, "items.notListed"), { count: total - kept, kept }, locale)
}
