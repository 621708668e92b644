// @svc/crawl — a whole site audited page by page: the frontier in the store, polite to every host.
export type { CrawlEvent } from "./crawl-events"
export { type CrawlLayerOptions, type CrawlLinkRow, crawlLayer, crawlLinks, siteReport } from "./crawl-layer"
export { CRAWL_LEASE_MS, keepCrawlLease } from "./crawl-lease-keeper"
export {
  type CrawlOptions,
  DEFAULT_HOST_CONCURRENCY,
  DEFAULT_MAX_PAGES,
  MAX_HOST_CONCURRENCY,
  type SettledCrawlOptions,
  settleCrawlOptions,
} from "./crawl-options"
export { finishedCrawlPages } from "./crawl-pages"
export { crawlScope, type ScopeOptions } from "./crawl-scope"
export {
  CRAWL_WORKERS,
  Crawler,
  CrawlerLive,
  type CrawlerOptions,
  type CrawlerService,
  type CrawlStart,
  makeCrawler,
} from "./crawler"
export { type FrontierUrlOptions, frontierUrl } from "./frontier-url"
export { boundHeapGrowth, CRAWL_HEAP_GROWING_PERCENT } from "./heap-growth"
export { type CrawlRun, type CrawlSiteOptions, crawlSite } from "./promise-api"
export {
  FIRST_BACKOFF_MS,
  MAX_HOST_FAILURES,
  MAX_PAGE_ATTEMPTS,
  MAX_RETRY_WAIT_MS,
  retryWaitMs,
} from "./retry-after"
export { MAX_CRAWL_DELAY_MS, ROBOTS_TOKEN, type RobotsRules, robotsRulesOf } from "./robots-rules"
export { type CrawledSite, siteFactsOf } from "./site-facts-of"
export { type SiteReport, type SiteReportPage, siteReportOf } from "./site-report"
export { pathGlob } from "./url-glob"
