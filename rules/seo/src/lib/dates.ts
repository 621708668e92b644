const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/
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

/** A schema.org Date or DateTime in ISO 8601 (`2026-03-01`, `2026-03-01T09:30:00+01:00`); null when not one. */
export const parseIsoDate = (value: string): Date | null => {
  const match = value.trim().match(DATE_TIME)
  return match ? instantOf(match) : null
}

/** A W3C Datetime as sitemaps use it (`2026`, `2026-03`, `2026-03-01`, `2026-03-01T09:30+01:00`); null when not one. */
export const parseW3cDatetime = (value: string): Date | null => {
  const match = value.trim().match(W3C_DATE_TIME)
  return match ? instantOf(match) : null
}
