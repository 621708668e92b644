import type { DateFact, DateFacts } from "@svc/core"

const DAY_MS = 86_400_000

/** Whole days from a `YYYY-MM-DD` date to the fetch time (negative when the date lies ahead). */
export const daysBefore = (date: string, fetchedAt: string): number =>
  Math.floor((Date.parse(fetchedAt) - Date.parse(`${date}T00:00:00Z`)) / DAY_MS)

/** Every date the page states, structured and visible. */
export const allDates = (dates: DateFacts): DateFact[] => [
  ...dates.modified,
  ...dates.published,
  ...dates.visible,
]

/** The latest of some dates. */
export const latest = (list: ReadonlyArray<DateFact>): DateFact | undefined =>
  list.reduce<DateFact | undefined>(
    (best, date) => (best === undefined || date.date > best.date ? date : best),
    undefined,
  )
