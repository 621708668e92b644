// Thousands are grouped by commas, dots or narrow/no-break spaces; a plain space would read phone numbers as counts.
const NUMBER = String.raw`\d{1,3}(?:[,.\u00a0\u202f]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?`
const MAGNITUDE = String.raw`(?:million|billion|trillion|thousand|bn|mil\s+millones|millones|millón|mil|miliónov|milióny|milión|miliárd|miliardy|miliarda|tisíc|billones)`
const CURRENCY_SIGN = String.raw`(?:US\$|[$€£¥₹]|(?:USD|EUR|GBP|CZK)\s?)`
const CURRENCY_WORD = String.raw`(?:€|\$|£|eur|euros?|eura|usd|dollars?|dólares|pounds|kč|czk)`
const PERCENT = String.raw`(?:%|‰|percent|per\s+cent|percentage\s+points?|percent[aá]?|percentných\s+bodov|por\s+ciento|puntos\s+porcentuales)`
const UNIT =
  "(?:km/h|mph|m²|km²|m2|km|cm|mm|nm|m|kg|mg|g|lbs?|oz|ml|dl|l|°C|°F|kWh|MWh|GWh|kW|MW|GW|mAh|GB|MB|TB|KB|Mbps|Gbps|ms|sec|seconds?|minutes?|min|hours?|hrs?|days?|weeks?|months?|years?|decades?|ha|acres?|miles?|feet|ft|kcal|calories|ppm|dB|Hz|GHz|MHz|x|×|times|rokov|roky|rok|dní|dni|hodín|hodiny|minút|mesiacov|týždňov|metrov|kilometrov|kilogramov|litrov|gramov|krát|años|días|horas|minutos|meses|semanas|metros|kilómetros|kilos|litros|gramos|veces)"
const RATIO = String.raw`\d+\s?(?:in|out\s+of|of\s+every|z|zo|de\s+cada)\s\d+`

const SOURCE = String.raw`(?<![\p{L}\p{N}])(?:(?<currency>${CURRENCY_SIGN}\s?(?:${NUMBER})(?:\s?${MAGNITUDE})?)|(?<ratio>${RATIO})|(?<number>${NUMBER})(?:\s?(?:(?<percent>${PERCENT})|(?<money>${CURRENCY_WORD})|(?<magnitude>${MAGNITUDE})|(?<unit>${UNIT})))?)(?![\p{L}\p{N}])`

/** A number stated as a fact: an amount, a share, a measure, a count or a ratio, with its kind in named groups. */
export const STATISTIC = new RegExp(SOURCE, "giu")
const STATISTIC_AT = new RegExp(SOURCE, "iuy")

/**
 * How far before its first digit a statistic can start: "USD" and two white-space characters (CURRENCY_SIGN,
 * then `\s?`). Every branch starts with a digit or a currency sign, and each pattern character (case-folded
 * under `iu` too) and `\s` match one code unit, so the distance is in code units.
 */
const MAX_LEAD = 5

const DIGIT = /\d/g

/** Where the next digit at or after `from` is, or -1 (the regex engine scans faster than a loop). */
const nextDigit = (text: string, from: number): number => {
  DIGIT.lastIndex = from
  return DIGIT.test(text) ? DIGIT.lastIndex - 1 : -1
}

/**
 * The matches `text.matchAll(STATISTIC)` yields, found by trying the regex only at the few positions
 * before each digit: a match starting at `p` has its first digit within `p … p + MAX_LEAD`, so when the next
 * digit from where the search stands is at `d`, no match starts before `d - MAX_LEAD`, and trying each
 * start in order up to `d` finds the leftmost match, as the global search would.
 */
export const statisticsIn = (text: string): RegExpExecArray[] => {
  const matches: RegExpExecArray[] = []
  let from = 0
  let digit = nextDigit(text, from)
  while (digit !== -1) {
    let match: RegExpExecArray | null = null
    for (let start = Math.max(from, digit - MAX_LEAD); start <= digit && match === null; start++) {
      STATISTIC_AT.lastIndex = start
      match = STATISTIC_AT.exec(text)
    }
    if (match === null) {
      from = digit + 1
      digit = nextDigit(text, from)
    } else {
      matches.push(match)
      from = match.index + match[0].length
      digit = nextDigit(text, from)
    }
  }
  return matches
}
