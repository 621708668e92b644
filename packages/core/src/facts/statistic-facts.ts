import type { Statistic, StatisticKind } from "./ai-readiness-facts"
import type { Extractor } from "./extraction"
import { inMainRegion, scannedPage } from "./scan-memo"

// Thousands are grouped by commas, dots or narrow/no-break spaces; a plain space would read phone numbers as counts.
const NUMBER = String.raw`\d{1,3}(?:[,.\u00a0\u202f]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?`
const MAGNITUDE = String.raw`(?:million|billion|trillion|thousand|bn|mil\s+millones|millones|millón|mil|miliónov|milióny|milión|miliárd|miliardy|miliarda|tisíc|billones)`
const CURRENCY_SIGN = String.raw`(?:US\$|[$€£¥₹]|(?:USD|EUR|GBP|CZK)\s?)`
const CURRENCY_WORD = String.raw`(?:€|\$|£|eur|euros?|eura|usd|dollars?|dólares|pounds|kč|czk)`
const PERCENT = String.raw`(?:%|‰|percent|per\s+cent|percentage\s+points?|percent[aá]?|percentných\s+bodov|por\s+ciento|puntos\s+porcentuales)`
const UNIT =
  "(?:km/h|mph|m²|km²|m2|km|cm|mm|nm|m|kg|mg|g|lbs?|oz|ml|dl|l|°C|°F|kWh|MWh|GWh|kW|MW|GW|mAh|GB|MB|TB|KB|Mbps|Gbps|ms|sec|seconds?|minutes?|min|hours?|hrs?|days?|weeks?|months?|years?|decades?|ha|acres?|miles?|feet|ft|kcal|calories|ppm|dB|Hz|GHz|MHz|x|×|times|rokov|roky|rok|dní|dni|hodín|hodiny|minút|mesiacov|týždňov|metrov|kilometrov|kilogramov|litrov|gramov|krát|años|días|horas|minutos|meses|semanas|metros|kilómetros|kilos|litros|gramos|veces)"
const RATIO = String.raw`\d+\s?(?:in|out\s+of|of\s+every|z|zo|de\s+cada)\s\d+`

const STATISTIC = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:(?<currency>${CURRENCY_SIGN}\s?(?:${NUMBER})(?:\s?${MAGNITUDE})?)|(?<ratio>${RATIO})|(?<number>${NUMBER})(?:\s?(?:(?<percent>${PERCENT})|(?<money>${CURRENCY_WORD})|(?<magnitude>${MAGNITUDE})|(?<unit>${UNIT})))?)(?![\p{L}\p{N}])`,
  "giu",
)
const YEAR = /^(?:1[89]\d\d|20\d\d|2100)$/

/** The kind of a match, or null for a bare number that is not a statistic (a year, a list number). */
const kindOf = (groups: Record<string, string | undefined>): StatisticKind | null => {
  if (groups.currency !== undefined || groups.money !== undefined) return "currency"
  if (groups.percent !== undefined) return "percent"
  if (groups.ratio !== undefined) return "ratio"
  if (groups.unit !== undefined) return "measure"
  if (groups.magnitude !== undefined) return "count"
  const number = groups.number ?? ""
  // A bare number counts when it is large (thousands separators, or 1,000+) and is not a year.
  if (/[,.\u00a0\u202f]\d{3}(?:\D|$)/u.test(number)) return "count"
  return /^\d{4,}$/.test(number) && !YEAR.test(number) ? "count" : null
}

/** Numbers that state facts in the main content (shares, amounts, measures, counts, ratios). */
export const extractStatistics: Extractor<"statistics"> = (context) => {
  const page = scannedPage(context)
  const items: Statistic[] = []
  let mainWords = 0
  for (const block of page.scan.blocks) {
    if (!inMainRegion(page, block.element.index)) continue
    mainWords += block.words
    if (!/\d/.test(block.text)) continue
    for (const match of block.text.matchAll(STATISTIC)) {
      const kind = kindOf(match.groups ?? {})
      if (kind !== null) items.push({ text: match[0].trim(), kind, location: block.element.location })
    }
  }
  return { items, mainWords }
}
