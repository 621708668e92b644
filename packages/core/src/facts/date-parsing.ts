import { fold } from "../query/normalize"

/** A calendar date as `YYYY-MM-DD`, or null when the parts do not make a real date. */
const calendarDate = (year: number, month: number, day: number): string | null => {
  if (year < 1990 || year > 2100 || month < 1 || month > 12 || day < 1 || day > 31) return null
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCMonth() !== month - 1) return null
  return date.toISOString().slice(0, 10)
}

/** A machine-readable date (ISO 8601, or what `Date.parse` reads, such as RFC 1123) as `YYYY-MM-DD`. */
export const parseMachineDate = (raw: string): string | null => {
  const value = raw.trim()
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value)
  if (iso) return calendarDate(Number(iso[1]), Number(iso[2]), Number(iso[3]))
  if (!/\d{4}/.test(value)) return null
  const time = Date.parse(value)
  if (Number.isNaN(time)) return null
  const date = new Date(time)
  return calendarDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate())
}

// Month names of the three report languages, folded (Slovak genitive forms included).
const MONTHS: ReadonlyMap<string, number> = new Map(
  (
    [
      [1, "january jan januar januara enero ene"],
      [2, "february feb februar februara febrero"],
      [3, "march mar marec marca marzo"],
      [4, "april apr aprila abril abr"],
      [5, "may maj maja mayo"],
      [6, "june jun juna junio"],
      [7, "july jul jula julio"],
      [8, "august aug augusta agosto ago"],
      [9, "september sep sept septembra septiembre setiembre"],
      [10, "october oct oktober oktobra octubre"],
      [11, "november nov novembra noviembre"],
      [12, "december dec decembra diciembre dic"],
    ] as const
  ).flatMap(([month, names]) => names.split(" ").map((name) => [name, month] as const)),
)

const DAY_MONTH_YEAR = /\b(\d{1,2})\.?\s+(?:de\s+)?([a-z]{3,10})\.?,?\s+(?:de\s+|del\s+)?(\d{4})\b/g
const MONTH_DAY_YEAR = /\b([a-z]{3,10})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b/g
const NUMERIC_DOTTED = /\b(\d{1,2})\.\s?(\d{1,2})\.\s?(\d{4})\b/g
const NUMERIC_ISO = /\b(\d{4})-(\d{2})-(\d{2})\b/g

/** Full dates written in text ("12 March 2024", "March 12, 2024", "12. marca 2024", "12 de marzo de 2024", "12.3.2024", "2024-03-12"). */
export const datesInText = (text: string): string[] => {
  const folded = fold(text)
  const found: string[] = []
  for (const match of folded.matchAll(DAY_MONTH_YEAR)) {
    const month = MONTHS.get(match[2] ?? "")
    const date = month && calendarDate(Number(match[3]), month, Number(match[1]))
    if (date) found.push(date)
  }
  for (const match of folded.matchAll(MONTH_DAY_YEAR)) {
    const month = MONTHS.get(match[1] ?? "")
    const date = month && calendarDate(Number(match[3]), month, Number(match[2]))
    if (date) found.push(date)
  }
  for (const match of folded.matchAll(NUMERIC_DOTTED)) {
    const date = calendarDate(Number(match[3]), Number(match[2]), Number(match[1]))
    if (date) found.push(date)
  }
  for (const match of folded.matchAll(NUMERIC_ISO)) {
    const date = calendarDate(Number(match[1]), Number(match[2]), Number(match[3]))
    if (date) found.push(date)
  }
  return [...new Set(found)]
}
