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

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/
const W3C_DATE_TIME =
  /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?)?)?$/

const daysIn = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate()

/** The instant a matched date stands for (UTC when no zone is given), or null when a field is out of range. */
const instantOf = (match: RegExpMatchArray): Date | null => {
  const [year, month = 1, day = 1, hour = 0, minute = 0, second = 0] = match
    .slice(1, 7)
    .map((part) => (part === undefined ? undefined : Number(part)))
  if (year === undefined || month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return null
  if (hour > 23 || minute > 59 || second > 59) return null
  const milliseconds = Math.round(Number(`0${match[7] ?? ""}`) * 1000)
  const zone = match[8]
  let offsetMinutes = 0
  if (zone !== undefined && zone !== "Z") {
    const digits = zone.replace(":", "")
    const hours = Number(digits.slice(1, 3))
    const minutes = Number(digits.slice(3, 5))
    if (hours > 14 || minutes > 59) return null
    offsetMinutes = (zone.startsWith("-") ? -1 : 1) * (hours * 60 + minutes)
  }
  return new Date(Date.UTC(year, month - 1, day, hour, minute - offsetMinutes, second, milliseconds))
}

/**
 * A schema.org Date or DateTime in ISO 8601 (`2026-03-01`, `2026-03-01T09:30:00+01:00`, or with a space
 * for the `T` as RFC 3339 allows); null when not one or not a real calendar date. UTC when no zone is given.
 */
export const parseIsoDate = (value: string): Date | null => {
  const match = value.trim().match(DATE_TIME)
  return match ? instantOf(match) : null
}

/** A W3C Datetime as sitemaps use it (`2026`, `2026-03`, `2026-03-01`, `2026-03-01T09:30+01:00`); null when not one. */
export const parseW3cDatetime = (value: string): Date | null => {
  const match = value.trim().match(W3C_DATE_TIME)
  return match ? instantOf(match) : null
}
