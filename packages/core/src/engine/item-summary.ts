import type { Locale } from "@svc/contract"
import { message } from "../i18n/catalog"
import { formatMessage } from "../rules/messages"

/** How many items a finding's evidence spells out before it counts the rest. */
export const ITEMS_IN_SUMMARY = 3

/**
 * A finding's evidence from the items its rule reported: the first few messages as sentences, then how
 * many more there are, in the locale's words ("37 more like these (40 in all).").
 */
export const summarizeItems = <Item>(
  items: ReadonlyArray<Item>,
  messageOf: (item: Item) => string,
  locale: Locale,
  /** How many items there are in all, when `items` holds only the first of them. */
  total = items.length,
): string => {
  const shown = items.slice(0, ITEMS_IN_SUMMARY).map(messageOf)
  if (total <= ITEMS_IN_SUMMARY) return shown.join(" ")
  const more = formatMessage(message(locale, "items.more"), { more: total - ITEMS_IN_SUMMARY, total }, locale)
  return `${shown.join(" ")} ${more}`
}
