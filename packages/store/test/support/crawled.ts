import type { CrawledPage } from "@svc/core"

/** The crawl facts of a page as the crawler would store them: an indexable HTML page that answered 200. */
export const crawled = (url: string): CrawledPage => ({
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
  title: `Title of ${url}`,
  description: null,
  h1: null,
  alternates: [],
  links: [],
  inSitemap: false,
  text: null,
  score: 80,
})
