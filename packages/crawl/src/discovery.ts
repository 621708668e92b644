import { parseSitemap, type SiteFiles, type Sitemaps } from "@svc/core"
import type { FrontierEntry } from "@svc/store"
import type { RobotsRules } from "./robots-rules"

/** The page URLs the present files of fetched sitemaps list, as written, once each. */
export const sitemapPageUrls = (sitemaps: Sitemaps): ReadonlyArray<string> => {
  if (sitemaps.state !== "fetched") return []
  const urls = new Set<string>()
  for (const file of sitemaps.files) {
    if (file.state !== "present") continue
    for (const entry of parseSitemap(file.url, file.index, file.body).urls) urls.add(entry.loc)
  }
  return [...urls]
}

/** What the crawl knows of one origin: its site files and its robots.txt rules. */
export interface OriginFiles {
  readonly siteFiles: SiteFiles
  readonly robots: RobotsRules
}

/** The frontier entry of a key queued to fetch (its origin is its host). */
export const queuedEntry = (url: string, depth: number | null, inSitemap: boolean): FrontierEntry => ({
  url,
  host: new URL(url).origin,
  depth,
  inSitemap,
  status: "queued",
})

/** A found address, before the crawl's key and scope are applied. */
export interface FoundUrl {
  readonly url: string
  readonly depth: number | null
  readonly inSitemap: boolean
}

/**
 * The frontier entries of found addresses: each normalised into the crawl's key and in scope
 * (`keyOf` answers null otherwise), deeper than `maxDepth` left out, blocked when robots.txt forbids
 * it, once each (the smallest depth kept).
 */
export const frontierEntriesOf = (
  found: ReadonlyArray<FoundUrl>,
  keyOf: (url: string) => string | null,
  maxDepth: number | null,
  rulesOf: (url: string) => RobotsRules,
): ReadonlyArray<FrontierEntry> => {
  const entries = new Map<string, FrontierEntry>()
  for (const { url, depth, inSitemap } of found) {
    const key = keyOf(url)
    if (key === null || (depth !== null && maxDepth !== null && depth > maxDepth)) continue
    const earlier = entries.get(key)
    const status = rulesOf(key).allows(key) ? "queued" : "blocked"
    entries.set(key, {
      url: key,
      host: new URL(key).origin,
      depth:
        earlier === undefined || earlier.depth === null
          ? depth
          : depth === null
            ? earlier.depth
            : Math.min(depth, earlier.depth),
      inSitemap: inSitemap || earlier?.inSitemap === true,
      status,
    })
  }
  return [...entries.values()]
}
