import type { HeadFacts, HttpFacts, Location } from "@svc/core"

/** A robots directive that applies to a crawler, and where it was set. */
export interface Directive {
  /** Lower-cased, e.g. "nosnippet", "max-snippet:50". */
  readonly value: string
  /** `<meta name="robots">`, `<meta name="googlebot">` or `X-Robots-Tag`. */
  readonly source: string
  readonly location: Location | undefined
}

/**
 * Every directive that applies to the crawler: `<meta name="robots">` and `<meta name="<crawler>">` in
 * <head>, and `X-Robots-Tag` headers without a user agent or addressed to it.
 */
export const directivesFor = (head: HeadFacts, http: HttpFacts, crawler: string): Directive[] => {
  const directives: Directive[] = []
  for (const name of new Set(["robots", crawler.toLowerCase()]))
    for (const meta of head.metasNamed(name))
      for (const value of (meta.content ?? "").split(","))
        if (value.trim() !== "")
          directives.push({
            value: value
              .trim()
              .toLowerCase()
              .replace(/\s*:\s*/, ":"),
            source: `<meta name="${meta.name ?? name}">`,
            location: meta.location,
          })
  for (const group of http.xRobotsTag)
    if (group.userAgent === null || group.userAgent.toLowerCase() === crawler)
      for (const value of group.directives)
        directives.push({
          value: value.replace(/\s*:\s*/, ":"),
          source: group.userAgent === null ? "X-Robots-Tag" : `X-Robots-Tag (${group.userAgent})`,
          location: undefined,
        })
  return directives
}

/** True when the directives keep the page out of the index. */
export const isNoindex = (directives: ReadonlyArray<Directive>): boolean =>
  directives.some((directive) => directive.value === "noindex" || directive.value === "none")

/** What a message about a directive names: its value and where it was set (the item's location says the line). */
export const directiveData = ({ value, source }: Directive) => ({ directive: value, source })
