import type { PageSnapshot, SiteFiles } from "@svc/core"
import type { KeptValue } from "./thread-pool"

const keys = new WeakMap<SiteFiles, string>()
let lastKey = 0

/**
 * A page's site files as a value its compute thread keeps: the pages of a site audited together (a
 * crawl, a multi-page audit) share one site files object, so a thread is sent them once — not cloned
 * with every page — and parses the sitemaps once (`extractSitemap` remembers them by object).
 */
export const siteFilesKept = (siteFiles: SiteFiles): KeptValue => {
  let key = keys.get(siteFiles)
  if (key === undefined) {
    lastKey += 1
    key = `site-files-${lastKey}`
    keys.set(siteFiles, key)
  }
  return { key, value: siteFiles }
}

/** A snapshot as a compute task takes it: the page, its site files apart (`siteFilesKept`). */
export const withoutSiteFiles = ({ siteFiles: _, ...page }: PageSnapshot): Omit<PageSnapshot, "siteFiles"> =>
  page
