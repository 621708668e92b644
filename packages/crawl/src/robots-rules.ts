import type { SiteFile } from "@svc/core"
import robotsParser from "robots-parser"

/** The product token svc answers to in robots.txt (its User-Agent says `svc-audit/<version>`); groups for `*` apply otherwise. */
export const ROBOTS_TOKEN = "svc-audit"

/** The longest `Crawl-delay` a crawl honours: a site asking for more is crawled once every this many milliseconds. */
export const MAX_CRAWL_DELAY_MS = 10_000

/** What robots.txt lets the crawler do on one origin. */
export interface RobotsRules {
  /** Whether svc may fetch `url` (an URL of the robots.txt's origin). */
  readonly allows: (url: string) => boolean
  /** The pause between two requests the file asks of svc (or of `*`), capped at `MAX_CRAWL_DELAY_MS`; 0 without one. */
  readonly crawlDelayMs: number
  /** Why nothing of the origin may be fetched when robots.txt could not be read; null otherwise. */
  readonly unreadable: string | null
  /** What the crawl should say about the file (read only in part); null when nothing. */
  readonly note: string | null
}

/**
 * The rules of a fetched robots.txt for svc's token, and for `*` where no group names svc (by
 * robots-parser: longest match, Allow over Disallow at equal length, `*` and `$` wildcards). A site
 * without one (4xx) allows everything; one that could not be read (5xx, 429, a network failure) allows
 * nothing, as search engines treat it, and says why.
 */
export const robotsRulesOf = (robots: SiteFile): RobotsRules => {
  switch (robots.state) {
    case "present": {
      const parser = robotsParser(robots.url, robots.body)
      const delaySeconds = parser.getCrawlDelay(ROBOTS_TOKEN)
      return {
        allows: (url) => parser.isAllowed(url, ROBOTS_TOKEN) !== false,
        crawlDelayMs:
          delaySeconds === undefined || !Number.isFinite(delaySeconds) || delaySeconds <= 0
            ? 0
            : Math.min(MAX_CRAWL_DELAY_MS, Math.round(delaySeconds * 1000)),
        unreadable: null,
        note:
          robots.readBytes === undefined
            ? null
            : `${robots.url} is longer than ${Math.round(robots.readBytes / 1024)} KiB: svc obeyed the rules of its first ${Math.round(robots.readBytes / 1024)} KiB and ignored the rest, as Google does.`,
      }
    }
    case "failed":
      return {
        allows: () => false,
        crawlDelayMs: 0,
        unreadable: `its robots.txt could not be read (${robots.reason}), so svc fetches nothing there, as search engines do`,
        note: null,
      }
    default:
      return { allows: () => true, crawlDelayMs: 0, unreadable: null, note: null }
  }
}
