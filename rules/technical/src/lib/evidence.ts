import type { Location } from "@svc/core"

/** At most `limit` items joined with ", ", and how many more there are. */
export const listed = (items: ReadonlyArray<string>, limit = 3): string => {
  const shown = items.slice(0, limit).join(", ")
  return items.length > limit ? `${shown} and ${items.length - limit} more` : shown
}

/** A value quoted for evidence, shortened to `max` characters. */
export const quoted = (value: string, max = 80): string =>
  `"${value.length > max ? `${value.slice(0, max - 1)}…` : value}"`

/** "line N" of a location. */
export const line = (location: Location): string => `line ${location.line}`

/** A byte count in KB or MB, one decimal. */
export const size = (bytes: number): string =>
  bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} KB`
