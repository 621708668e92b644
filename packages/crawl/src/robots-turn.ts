import type { SiteFile } from "@svc/core"
import { type Fetcher, fetchSiteFile, siteFileLimits } from "@svc/fetch"
import type { Crawls } from "@svc/store"
import { Effect } from "effect"
import type { HostTurns } from "./host-turns"
import { type RobotsRules, robotsRulesOf } from "./robots-rules"

/** An origin's robots.txt as the crawl read it, and its rules. */
export interface OriginRobots {
  readonly file: SiteFile
  readonly rules: RobotsRules
}

/**
 * Reads an origin's robots.txt in a turn of its host and sets the host's Crawl-delay in the store
 * before the turn ends: every later request to the host — its sitemaps, llms.txt, its pages, whichever
 * process sends it — starts at least that long after robots.txt's.
 */
export const robotsInTurn =
  (crawls: Crawls, crawlId: string, turns: HostTurns, fetcher: Fetcher) => (origin: string) =>
    turns.inTurn(
      `${origin}/robots.txt`,
      Effect.gen(function* () {
        const file = yield* Effect.promise(() =>
          fetchSiteFile(fetcher, `${origin}/robots.txt`, siteFileLimits.robots, { truncate: true }),
        )
        const rules = robotsRulesOf(file)
        yield* crawls.setHostDelay(crawlId, origin, rules.crawlDelayMs)
        return { file, rules } satisfies OriginRobots
      }),
    )
