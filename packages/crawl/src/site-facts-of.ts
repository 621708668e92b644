import type { CrawledPage, RobotsBlockedUrl, SiteFacts } from "@svc/core"
import type { CrawlRecord, Crawls, GivenUpHost, StoredCrawlPage, StoreFailure } from "@svc/store"
import { Effect, Option, Stream } from "effect"
import { LLMS_TXT_NOTE, NOTICE_PREFIX } from "./crawl-note-keys"

/** What a crawl found: its record (state, end reason), the site facts the cross-page rules read, the hosts it gave up and what it said. */
export interface CrawledSite {
  readonly crawl: CrawlRecord | null
  readonly facts: SiteFacts
  readonly givenUp: ReadonlyArray<GivenUpHost>
  /** The crawl's notices (a robots.txt read in part, a sitemap index naming itself, URLs that kept it growing), in key order. */
  readonly notices: ReadonlyArray<string>
}

/**
 * The site facts of a crawl, read from the store: every finished page's crawl facts, the sitemaps'
 * URLs, the URLs robots.txt kept the crawl from with the pages that link to them, and the URLs llms.txt
 * lists with their answers (kept as the crawl ended; null without an llms.txt, or before it ended).
 */
export const siteFactsOf = (
  crawls: Crawls,
  crawlId: string,
  /** Sees every finished page as it is read, for a caller that needs more of it than its facts. */
  visit: (stored: StoredCrawlPage) => void = () => undefined,
): Effect.Effect<CrawledSite, StoreFailure> =>
  Effect.gen(function* () {
    const crawl = Option.getOrNull(yield* crawls.get(crawlId))
    const blocked = new Map<string, Array<RobotsBlockedUrl["linkedFrom"][number]>>(
      (yield* crawls.blockedUrls(crawlId)).map((url) => [url, []]),
    )
    const pages: Array<CrawledPage> = []
    yield* Stream.runForEach(crawls.finishedPages(crawlId), (stored) =>
      Effect.sync(() => {
        visit(stored)
        pages.push(stored.page)
        for (const link of stored.page.links)
          blocked.get(link.url)?.push({ page: stored.page.url, line: link.line })
      }),
    )
    const startUrl = crawl?.startUrl ?? ""
    const notes = yield* crawls.notes(crawlId)
    const llmsTxt = notes.find((note) => note.key === LLMS_TXT_NOTE)
    return {
      crawl,
      givenUp: yield* crawls.givenUpHosts(crawlId),
      notices: notes.filter((note) => note.key.startsWith(NOTICE_PREFIX)).map((note) => note.body),
      facts: {
        startUrl,
        pages: withClickDepths(pages, startUrl),
        sitemapUrls: yield* crawls.sitemapUrls(crawlId),
        robotsBlocked: [...blocked].map(([url, linkedFrom]) => ({ url, linkedFrom })),
        llmsTxt: llmsTxt === undefined ? null : (JSON.parse(llmsTxt.body) as SiteFacts["llmsTxt"]),
      },
    }
  })

/**
 * Every page's clicks from the start URL along followed links, over the whole crawl: the depth a page
 * had when it was queued depends on the order the crawl met it (a sitemap first, say), this does not.
 * A redirect costs no click (its target has its depth); a page no followed link reaches has none.
 */
const withClickDepths = (pages: ReadonlyArray<CrawledPage>, startUrl: string): Array<CrawledPage> => {
  const byUrl = new Map(pages.map((page) => [page.url, page]))
  const depths = new Map<string, number>([[startUrl, 0]])
  let level = [startUrl]
  for (let depth = 0; level.length > 0; depth++) {
    const next: Array<string> = []
    const reach = (url: string, at: number, into: Array<string>) => {
      if (depths.has(url)) return
      depths.set(url, at)
      into.push(url)
    }
    // Redirect targets first, at the same depth, until none is new.
    for (let index = 0; index < level.length; index++) {
      const page = byUrl.get(level[index] ?? "")
      if (page !== undefined && page.finalUrl !== page.url) reach(page.finalUrl, depth, level)
    }
    for (const url of level)
      for (const link of byUrl.get(url)?.links ?? []) if (!link.nofollow) reach(link.url, depth + 1, next)
    level = next
  }
  return pages.map((page) => {
    const depth = depths.get(page.url) ?? null
    return depth === page.depth ? page : { ...page, depth }
  })
}
