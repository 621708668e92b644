import { InvalidRequest } from "@svc/contract"
import { Effect } from "effect"
import { type CrawlOptions, type SettledCrawlOptions, settleCrawlOptions } from "./crawl-options"

/** The bounds a resumed crawl may raise or lower; everything else stays as the crawl began. */
const BOUNDS = ["maxPages", "maxDepth", "maxDurationMs"] as const

/** What fixes which pages a crawl is made of and how each is judged: the same for all of them, so never changed mid-crawl. */
const FIXED = [
  "scope",
  "include",
  "exclude",
  "dropQuery",
  "sitemaps",
  "concurrency",
  "query",
  "performance",
] as const

/** How a resumed crawl's options changed: the options it runs with, and one phrase per bound changed. */
export interface ResumedOptions {
  readonly options: SettledCrawlOptions
  readonly changes: ReadonlyArray<string>
}

const shown = (value: unknown) => (value === null ? "none" : JSON.stringify(value))

/**
 * The options a resumed crawl runs with: those it began with, and the bounds (`maxPages`, `maxDepth`,
 * `maxDurationMs`) asked for now. An option asked for that fixes the crawl's pages or their judging
 * (its scope, include and exclude globs, query handling, sitemaps, concurrency, phrase, Lighthouse)
 * and differs from the crawl's fails with `InvalidRequest` naming it; one not asked for (undefined,
 * an empty list, `dropQuery: false`) keeps the crawl's. The locale stays the crawl's: a report may be
 * read in another (`siteReport`).
 */
export const resumedOptions = (
  stored: SettledCrawlOptions,
  asked: CrawlOptions | undefined,
): Effect.Effect<ResumedOptions, InvalidRequest> =>
  Effect.gen(function* () {
    if (asked === undefined) return { options: stored, changes: [] }
    const settled = yield* settleCrawlOptions(asked)
    for (const name of FIXED) {
      const given = asked[name]
      const unasked =
        given === undefined ||
        (Array.isArray(given) && given.length === 0) ||
        (name === "dropQuery" && given === false)
      if (unasked || JSON.stringify(settled[name]) === JSON.stringify(stored[name])) continue
      return yield* new InvalidRequest({
        message: `A resumed crawl keeps the ${name} it began with (${shown(stored[name])}), not ${shown(settled[name])}: its pages must all be found and judged alike. Only maxPages, maxDepth and maxDurationMs may change; crawl again from the start URL in another store for another ${name}.`,
      })
    }
    let options = stored
    const changes: Array<string> = []
    for (const name of BOUNDS) {
      if (asked[name] === undefined || settled[name] === stored[name]) continue
      changes.push(`${name} ${shown(settled[name])} (was ${shown(stored[name])})`)
      options = { ...options, [name]: settled[name] }
    }
    return { options, changes }
  })
