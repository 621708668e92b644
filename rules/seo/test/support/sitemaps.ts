import type { SitemapFile, Sitemaps, SkippedSitemaps } from "@svc/core"

/** A sitemap address on example.com. */
export const at = (path: string): string => `https://example.com${path}`

export const urlset = (...locs: string[]): string =>
  `<urlset>${locs.map((loc) => `<url><loc>${loc}</loc></url>`).join("")}</urlset>`

export const sitemapIndex = (...locs: string[]): string =>
  `<sitemapindex>${locs.map((loc) => `<sitemap><loc>${loc}</loc></sitemap>`).join("")}</sitemapindex>`

/** A file that answered 200; `index` is the path of the index listing it. */
export const present = (path: string, body: string, index?: string): SitemapFile => ({
  state: "present",
  url: at(path),
  index: index === undefined ? null : at(index),
  status: 200,
  body,
})

export const absent = (path: string, status = 404, index?: string): SitemapFile => ({
  state: "absent",
  url: at(path),
  index: index === undefined ? null : at(index),
  status,
})

export const failed = (path: string, reason: string, status?: number, index?: string): SitemapFile => ({
  state: "failed",
  url: at(path),
  index: index === undefined ? null : at(index),
  reason,
  ...(status === undefined ? {} : { status }),
})

/** The sitemaps as the fetcher hands them over: `named` are the paths robots.txt names. */
export const fetched = (
  named: ReadonlyArray<string>,
  files: ReadonlyArray<SitemapFile>,
  skipped: SkippedSitemaps = { count: 0, examples: [], limit: null },
): Sitemaps => ({ state: "fetched", named: named.map(at), files, skipped })
