import type { SitemapFacts, SitemapFileFacts } from "@svc/core"

export type ReadSitemap = Extract<SitemapFileFacts, { state: "present" }>

/**
 * `compute` of a site's sitemap facts, once per facts object: the pages of one site audited together
 * (a crawl of thousands) share it, so what a rule reads of every listed URL is not read again per page.
 */
export const oncePerSitemap = <T>(compute: (sitemap: SitemapFacts) => T): ((sitemap: SitemapFacts) => T) => {
  const computed = new WeakMap<SitemapFacts, T>()
  return (sitemap) => {
    if (computed.has(sitemap)) return computed.get(sitemap) as T
    const value = compute(sitemap)
    computed.set(sitemap, value)
    return value
  }
}

/** The files that were read and parsed as a `<urlset>` or a `<sitemapindex>`. */
export const readableSitemaps = (sitemap: SitemapFacts): ReadonlyArray<ReadSitemap> =>
  sitemap.files.filter((file): file is ReadSitemap => file.state === "present" && file.kind !== "invalid")

/** The files that were read and list pages (`<urlset>`). */
export const pageSitemaps = (sitemap: SitemapFacts): ReadonlyArray<ReadSitemap> =>
  sitemap.files.filter((file): file is ReadSitemap => file.state === "present" && file.kind === "urlset")

/** The sitemaps that were not read: failed, left over by the audit's limits, or listed by a nested index. */
export const unreadCount = (sitemap: SitemapFacts): number =>
  sitemap.files.filter((file) => file.state === "failed").length +
  sitemap.unread.overLimit +
  sitemap.unread.nested

const LIMITS = {
  files: "the number of sitemap files one audit reads",
  bytes: "the bytes one audit reads of all sitemaps",
  time: "the time one audit gives all sitemaps",
} as const

/** Why sitemaps were left unread, in words: "3 could not be read; 12 over the number of … (e.g. …)". */
export const unreadReasons = (sitemap: SitemapFacts): string => {
  const failed = sitemap.files.filter((file) => file.state === "failed").length
  const { overLimit, limit, nested, examples } = sitemap.unread
  const reasons = [
    ...(failed > 0 ? [`${failed} could not be read`] : []),
    ...(overLimit > 0 ? [`${overLimit} over ${LIMITS[limit ?? "files"]}`] : []),
    ...(nested > 0 ? [`${nested} listed by an index inside an index, which is not followed`] : []),
  ]
  const shown = examples.length > 0 ? ` (such as ${examples.slice(0, 2).join(", ")})` : ""
  const total = failed + overLimit + nested
  return `${total} ${total === 1 ? "sitemap" : "sitemaps"} left unread: ${reasons.join("; ")}${shown}`
}
