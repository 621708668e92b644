import type { CrawledPage, SiteFacts } from "../../src/site/site-facts"

/** A clean crawled page of example.com at `path`, with the fields given. */
export const crawledPage = (path: string, fields: Partial<CrawledPage> = {}): CrawledPage => {
  const url = `https://example.com${path}`
  return {
    url,
    depth: 1,
    status: 200,
    failure: null,
    redirects: [],
    finalUrl: url,
    html: true,
    canonical: null,
    robots: { noindex: false, nofollow: false },
    indexable: true,
    title: `Title ${path}`,
    description: null,
    h1: null,
    alternates: [],
    links: [],
    inSitemap: false,
    text: null,
    score: null,
    ...fields,
  }
}

/** A followed link to a path of example.com. */
export const linkTo = (path: string, nofollow = false) => ({
  url: `https://example.com${path}`,
  nofollow,
  anchor: path,
  line: 1,
})

/** The site of these pages, started at the first. */
export const crawledSite = (
  pages: ReadonlyArray<CrawledPage>,
  fields: Partial<SiteFacts> = {},
): SiteFacts => ({
  startUrl: pages[0]?.url ?? "https://example.com/",
  pages,
  sitemapUrls: [],
  robotsBlocked: [],
  llmsTxt: null,
  ...fields,
})
