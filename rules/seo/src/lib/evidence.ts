import type { Location } from "@svc/core"

/** Collapses runs of white space to one space and trims. */
export const collapse = (text: string): string => text.replace(/\s+/gu, " ").trim()

/** A value quoted for evidence, cut to `max` characters. */
export const quote = (text: string, max = 80): string => {
  const characters = [...collapse(text)]
  return `"${characters.length > max ? `${characters.slice(0, max - 1).join("")}…` : characters.join("")}"`
}

/** " (line N)" for a location in the HTML; "" without one. */
export const onLine = (location: Location | null | undefined): string =>
  location ? ` (line ${location.line})` : ""

/** The first `shown` items joined with "; ", and how many more there are. */
export const examples = (items: ReadonlyArray<string>, shown = 3): string => {
  const listed = items.slice(0, shown).join("; ")
  return items.length > shown ? `${listed}; and ${items.length - shown} more` : listed
}

/** "1 link", "2 links". */
export const count = (n: number, singular: string, plural = `${singular}s`): string =>
  `${n} ${n === 1 ? singular : plural}`
