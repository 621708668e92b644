import type { CrawledPage, RobotsBlockedUrl, SiteFacts } from "@svc/core"
import type { CrawlRecord, Crawls, GivenUpHost, StoreFailure } from "@svc/store"
import { Effect, Option, Stream } from "effect"

/** What a crawl found: its record (state, end reason), the site facts the cross-page rules read, and the hosts it gave up. */
export interface CrawledSite {
  readonly crawl: CrawlRecord | null
  readonly facts: SiteFacts
  readonly givenUp: ReadonlyArray<GivenUpHost>
}

/**
 * The site facts of a crawl, read from the store: every finished page's crawl facts, the sitemaps'
 * URLs, and the URLs robots.txt kept the crawl from with the pages that link to them. `llmsTxt` is not
 * collected yet (null).
 */
export const siteFactsOf = (crawls: Crawls, crawlId: string): Effect.Effect<CrawledSite, StoreFailure> =>
  Effect.gen(function* () {
    const crawl = Option.getOrNull(yield* crawls.get(crawlId))
    const blocked = new Map<string, Array<RobotsBlockedUrl["linkedFrom"][number]>>(
      (yield* crawls.blockedUrls(crawlId)).map((url) => [url, []]),
    )
    const pages: Array<CrawledPage> = []
    yield* Stream.runForEach(crawls.finishedPages(crawlId), (stored) =>
      Effect.sync(() => {
        pages.push(stored.page)
        for (const link of stored.page.links)
          blocked.get(link.url)?.push({ page: stored.page.url, line: link.line })
      }),
    )
    return {
      crawl,
      givenUp: yield* crawls.givenUpHosts(crawlId),
      facts: {
        startUrl: crawl?.startUrl ?? "",
        pages,
        sitemapUrls: yield* crawls.sitemapUrls(crawlId),
        robotsBlocked: [...blocked].map(([url, linkedFrom]) => ({ url, linkedFrom })),
        llmsTxt: null,
      },
    }
  })
