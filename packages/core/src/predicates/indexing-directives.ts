const BLOCKING = new Set(["noindex", "none"])
const UNAVAILABLE_AFTER = "unavailable_after"

/**
 * True for an `unavailable_after: <date>` directive (lower-cased, as found) whose date parses and lies
 * before `now`. Like Lighthouse, the date is whatever `Date.parse` reads after the first colon.
 */
export const isPastUnavailableAfter = (directive: string, now: number): boolean => {
  const [name, ...rest] = directive.split(":")
  if (rest.length === 0 || name !== UNAVAILABLE_AFTER) return false
  const date = Date.parse(rest.join(":"))
  return !Number.isNaN(date) && date < now
}

/**
 * The directive of a robots `<meta>` content or an `X-Robots-Tag` value (without a bot prefix) that
 * keeps the page out of the index, as Lighthouse's `is-crawlable` reads it: the value split on commas,
 * each piece trimmed and lower-cased, `noindex`, `none` or a past `unavailable_after`. Undefined when none.
 */
export const blockingDirective = (directives: string, now: number): string | undefined =>
  directives
    .split(",")
    .map((directive) => directive.toLowerCase().trim())
    .find((directive) => BLOCKING.has(directive) || isPastUnavailableAfter(directive, now))
