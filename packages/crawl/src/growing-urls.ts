/** A URL the crawl met, and its clicks from the start URL. */
export interface UrlAtDepth {
  readonly url: string
  readonly depth: number
}

/** A family of URLs that kept leading one click deeper to another of its own: an endless calendar, a filter, a counter. */
export interface GrowingUrls {
  /** The family's shape: its path and query with every run of digits as `*` (`/calendar?month=*-*`). */
  readonly pattern: string
  /** Its path alone, as an `--exclude` glob takes it (`/calendar`, `/archive/*`). */
  readonly pathGlob: string
  /** How many of its URLs the crawl met. */
  readonly count: number
  /** The most clicks from the start URL one of them was. */
  readonly deepest: number
}

/** Fewer distinct depths than this is a section of a site, not a chain. */
const CHAIN_DEPTHS = 5

const digitsStarred = (text: string) => text.replace(/\d+/g, "*")

/** A URL's shape: path and query parameters (names kept, values' digits starred); null for a URL that does not parse. */
const shapeOf = (text: string): { readonly pattern: string; readonly pathGlob: string } | null => {
  if (!URL.canParse(text)) return null
  const url = new URL(text)
  const pathGlob = digitsStarred(url.pathname)
  const query = [...url.searchParams].map(([name, value]) => `${name}=${digitsStarred(value)}`).join("&")
  return { pattern: `${pathGlob}${query === "" ? "" : `?${query}`}`, pathGlob }
}

/**
 * The URL family that grew deepest: the shape whose URLs the crawl met at the most distinct depths,
 * at least five (a chain of pages each linking to the next, as a calendar's "next month" does); null
 * when no shape did. One pass over the URLs, one small record per shape.
 */
export const growingUrls = (urls: Iterable<UrlAtDepth>): GrowingUrls | null => {
  const families = new Map<
    string,
    { pathGlob: string; count: number; depths: Set<number>; deepest: number }
  >()
  for (const { url, depth } of urls) {
    const shape = shapeOf(url)
    if (shape === null) continue
    const family = families.get(shape.pattern) ?? {
      pathGlob: shape.pathGlob,
      count: 0,
      depths: new Set<number>(),
      deepest: 0,
    }
    family.count += 1
    family.depths.add(depth)
    family.deepest = Math.max(family.deepest, depth)
    families.set(shape.pattern, family)
  }
  let found: GrowingUrls | null = null
  let foundDepths = CHAIN_DEPTHS - 1
  for (const [pattern, family] of families)
    if (family.depths.size > foundDepths) {
      foundDepths = family.depths.size
      found = { pattern, pathGlob: family.pathGlob, count: family.count, deepest: family.deepest }
    }
  return found
}
