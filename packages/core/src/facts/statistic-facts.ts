import type { Statistic, StatisticKind } from "./ai-readiness-facts"
import type { Extractor } from "./extraction"
import { saidAgain } from "./original-words"
import { inMainRegion, scannedPage } from "./scan-memo"
import { statisticsIn } from "./statistic-pattern"
import { textHoldsMark } from "./text-marks"

const DIGIT = /\d/g
const YEAR = /^(?:1[89]\d\d|20\d\d|2100)$/
const GROUPED_THOUSANDS = /[,.\u00a0\u202f]\d{3}(?:\D|$)/u
const FOUR_DIGITS_OR_MORE = /^\d{4,}$/

/** The kind of a match, or null for a bare number that is not a statistic (a year, a list number). */
const kindOf = (groups: Record<string, string | undefined>): StatisticKind | null => {
  if (groups.currency !== undefined || groups.money !== undefined) return "currency"
  if (groups.percent !== undefined) return "percent"
  if (groups.ratio !== undefined) return "ratio"
  if (groups.unit !== undefined) return "measure"
  if (groups.magnitude !== undefined) return "count"
  const number = groups.number ?? ""
  // A bare number counts when it is large (thousands separators, or 1,000+) and is not a year.
  if (GROUPED_THOUSANDS.test(number)) return "count"
  return FOUR_DIGITS_OR_MORE.test(number) && !YEAR.test(number) ? "count" : null
}

/** Numbers that state facts in the main content (shares, amounts, measures, counts, ratios), each passage once. */
export const extractStatistics: Extractor<"statistics"> = (context) => {
  const page = scannedPage(context)
  const items: Statistic[] = []
  let mainWords = 0
  const holdsDigit = textHoldsMark(page.scan, DIGIT)
  const main = page.scan.blocks.filter((block) => inMainRegion(page, block.element.index))
  // A passage said again states its figures once, and its words count once, as the length rules count them.
  const again = saidAgain(main)
  for (const [at, block] of main.entries()) {
    if (again[at] === 1) continue
    mainWords += block.words
    if (!holdsDigit(block.element)) continue
    for (const match of statisticsIn(block.text)) {
      const kind = kindOf(match.groups ?? {})
      if (kind !== null) items.push({ text: match[0].trim(), kind, location: block.element.location })
    }
  }
  return { items, mainWords }
}
