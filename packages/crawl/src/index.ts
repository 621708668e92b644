// @svc/crawl — a whole site audited page by page: the frontier in the store, polite to every host.
export { crawlScope, type ScopeOptions } from "./crawl-scope"
export { type FrontierUrlOptions, frontierUrl } from "./frontier-url"
export { MAX_CRAWL_DELAY_MS, ROBOTS_TOKEN, type RobotsRules, robotsRulesOf } from "./robots-rules"
export { pathGlob } from "./url-glob"
