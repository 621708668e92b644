import { extractFacts } from "../../src/facts/extract-facts"
import type { FactKey, PageFacts } from "../../src/facts/page-facts"
import { isUnavailable } from "../../src/facts/unavailable"
import { type PageSnapshot, snapshotOfHtml } from "../../src/snapshot"

/** One fact of an HTML page (or snapshot), failing the test when it is unavailable. */
export const factOf = <K extends FactKey>(
  key: K,
  page: string | PageSnapshot,
  options: Parameters<typeof snapshotOfHtml>[1] = {},
): PageFacts[K] => {
  const snapshot = typeof page === "string" ? snapshotOfHtml(page, options) : page
  const fact = extractFacts(snapshot, { keys: [key] })[key]
  if (fact === undefined || isUnavailable(fact))
    throw new Error(`fact ${key} is unavailable: ${fact?.reason}`)
  return fact as PageFacts[K]
}
