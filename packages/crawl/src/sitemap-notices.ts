import { httpUrl, type Sitemaps, sitemapIndexEntries } from "@svc/core"

/** What a crawl says about how it read a site's sitemaps: one sentence per key. */
export interface SitemapNotice {
  readonly key: string
  readonly message: string
}

/**
 * The sitemap indexes that name a sitemap read already (themselves, or one another: a cycle) and the
 * indexes listed by an index, whose sitemaps are not read (one level, as search engines do), and the
 * sitemaps left unread by the limits of one reading: each said, once per index. Pure.
 */
export const sitemapNotices = (sitemaps: Sitemaps): ReadonlyArray<SitemapNotice> => {
  if (sitemaps.state !== "fetched") return []
  const notices: Array<SitemapNotice> = []
  for (const file of sitemaps.files) {
    if (file.state !== "present") continue
    const children = sitemapIndexEntries(file.body)
    if (children === null) continue
    if (file.index !== null) {
      notices.push({
        key: `sitemap-nested:${file.url}`,
        message: `The sitemap index ${file.url} is listed by the index ${file.index}: svc reads one level of sitemap indexes, as search engines do, so the ${children.length} sitemaps it lists were not read.`,
      })
      continue
    }
    const again = children.flatMap((loc) => {
      const url = httpUrl(loc)
      const readApart = sitemaps.files.some((other) => other.url === url && other.index !== file.url)
      return url !== undefined && (url === file.url || readApart) ? [url] : []
    })
    if (again.length > 0)
      notices.push({
        key: `sitemap-repeat:${file.url}`,
        message: `The sitemap index ${file.url} names ${again.includes(file.url) ? "itself" : "a sitemap read already"} (${again.join(", ")}): each sitemap was read once.`,
      })
  }
  const { skipped } = sitemaps
  if (skipped.count > 0)
    notices.push({
      key: "sitemap-skipped",
      message: `${skipped.count} sitemaps were not read: svc reads a site's sitemaps within a limit of files, bytes and time (reached: ${skipped.limit ?? "files"}); for example ${skipped.examples.join(", ")}.`,
    })
  return notices
}
