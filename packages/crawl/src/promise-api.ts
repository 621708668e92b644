import { runToPromise } from "@svc/audit"
import { Effect, Stream } from "effect"
import type { CrawlEvent } from "./crawl-events"
import { crawlLayer } from "./crawl-layer"
import type { CrawlOptions } from "./crawl-options"
import { Crawler } from "./crawler"
import type { CrawledSite } from "./site-facts-of"

/** Options of `crawlSite`: the crawl's, and where its frontier lives. */
export interface CrawlSiteOptions extends CrawlOptions {
  /**
   * The store that keeps the frontier and the results: an SQLite file path, `sqlite:path`, or a
   * `postgres://` URL (several processes may share one crawl there). `:memory:` by default: nothing
   * is kept once the crawl ends, and it cannot be resumed.
   */
  readonly database?: string | undefined
  /**
   * Continue the crawl with this id (in `database`) instead of starting from the URL: with its own
   * options, but for `maxPages`, `maxDepth` and `maxDurationMs` when given (raised or lowered); another
   * scope, glob, phrase or concurrency is refused.
   */
  readonly resume?: string | undefined
  /** Fetch loopback and private addresses too (a dev server), as `svc audit --allow-private`. */
  readonly allowPrivateTargets?: boolean | undefined
}

/** A crawl under way: its progress as an async iterable of events, and what it found once it ends. */
export interface CrawlRun extends AsyncIterable<CrawlEvent> {
  /** The crawl's record and site facts, once it ended; rejects with `InvalidRequest`, `NotPublic` or `StoreFailure`. */
  readonly result: Promise<CrawledSite>
}

/**
 * Crawls a site from `url` (or resumes the crawl `options.resume`): every page in scope audited by the
 * same engine as `auditUrl` (static; Lighthouse when `performance`), robots.txt and each host's limits
 * obeyed, the frontier and the results in the store. Iterate the run for progress; await `result`
 * for the site facts. Events not read wait in memory, one small object per page.
 */
export const crawlSite = (url: string, options: CrawlSiteOptions = {}): CrawlRun => {
  const layer = crawlLayer({
    database: options.database ?? ":memory:",
    allowPrivateTargets: options.allowPrivateTargets,
    performance: options.performance,
  })
  const events: Array<CrawlEvent> = []
  let ended = false
  let wake: (() => void) | undefined
  const push = (event: CrawlEvent) => {
    events.push(event)
    wake?.()
  }
  const { database: _database, resume, allowPrivateTargets: _allow, ...crawlOptions } = options
  const program = Effect.gen(function* () {
    const crawler = yield* Crawler
    let crawlId = resume ?? ""
    yield* Stream.runForEach(
      crawler.crawl(
        resume === undefined ? { url, options: crawlOptions } : { resume, options: crawlOptions },
      ),
      (event) =>
        Effect.sync(() => {
          if (event.type === "started") crawlId = event.crawlId
          push(event)
        }),
    )
    return yield* crawler.site(crawlId)
  })
  const result = runToPromise(Effect.provide(program, layer)).finally(() => {
    ended = true
    wake?.()
  })
  // Whoever only iterates learns of a failure there; the promise itself is then not "unhandled".
  result.catch(() => undefined)
  return {
    result,
    async *[Symbol.asyncIterator]() {
      for (;;) {
        const next = events.shift()
        if (next !== undefined) yield next
        else if (ended) {
          await result
          return
        } else
          await new Promise<void>((resolve) => {
            wake = resolve
          })
      }
    },
  }
}
