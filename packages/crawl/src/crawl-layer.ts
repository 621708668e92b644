import { Auditor, type AuditorService, defaultRegistry, embeddedAuditor } from "@svc/audit"
import type { Locale } from "@svc/contract"
import { Crawls, type StoreFailure, StoreLive } from "@svc/store"
import { Effect, Layer, Logger, LogLevel, Stream } from "effect"
import { CrawlerLive } from "./crawler"
import { type SiteReport, siteReportOf } from "./site-report"

/** Where a crawl keeps its frontier and what it may fetch. */
export interface CrawlLayerOptions {
  /**
   * The store of the frontier and the results: an SQLite file path, `sqlite:path`, or a `postgres://`
   * URL (several processes may share one crawl there); `:memory:` keeps nothing once the crawl ends.
   */
  readonly database: string
  /** Fetch loopback and private addresses too (a dev server), as `svc audit --allow-private`. */
  readonly allowPrivateTargets?: boolean | undefined
  /** Lighthouse in Chromium for pages that ask for it. */
  readonly performance?: boolean | undefined
  /**
   * Where Chromium cannot be fenced off the network, run it unfenced behind the guard proxy (with a
   * warning) rather than refuse Lighthouse: for a CLI on one's own machine, as `svc audit` does.
   */
  readonly allowUnfencedChromium?: boolean | undefined
}

/**
 * The crawler with the embedded auditor and the store: everything a crawl in this process needs. A
 * caller that already has an Auditor (an embedded backend's) passes it as `auditor`: the crawl fetches
 * and audits with it (its guard policy included) instead of building a second one.
 */
export const crawlLayer = (
  options: CrawlLayerOptions & { readonly auditor?: AuditorService | undefined },
) => {
  const allowPrivateTargets = options.allowPrivateTargets === true
  return CrawlerLive({ policy: { allowPrivateTargets } }).pipe(
    Layer.provideMerge(
      Layer.merge(
        options.auditor !== undefined
          ? Layer.succeed(Auditor, options.auditor)
          : embeddedAuditor({
              allowPrivateTargets,
              performance:
                options.performance === true
                  ? { allowUnfencedChromium: options.allowUnfencedChromium === true }
                  : undefined,
            }),
        // The store's start-up notes (a new file, a generated key secret) are the server's business.
        StoreLive(options.database).pipe(Layer.provide(Logger.minimumLogLevel(LogLevel.Warning))),
      ),
    ),
  )
}

/** The report of a crawl in the store, judged by the default packs' site rules (in the crawl's locale, or `locale`). */
export const siteReport = (
  crawlId: string,
  locale?: Locale,
): Effect.Effect<SiteReport, StoreFailure, Crawls> =>
  Effect.flatMap(Crawls, (crawls) => siteReportOf(crawls, defaultRegistry(), crawlId, locale))

/** One internal link of a crawled page, for spreadsheets. */
export interface CrawlLinkRow {
  readonly from: string
  readonly to: string
  readonly anchor: string
  readonly nofollow: boolean
  readonly line: number | null
}

/** Every internal link of every finished page of a crawl, page by page in URL order, read a batch at a time. */
export const crawlLinks = (crawlId: string): Stream.Stream<CrawlLinkRow, StoreFailure, Crawls> =>
  Stream.flatMap(Crawls, (crawls) =>
    Stream.flatMap(crawls.finishedPages(crawlId), (stored) =>
      Stream.fromIterable(
        stored.page.links.map((link) => ({
          from: stored.url,
          to: link.url,
          anchor: link.anchor,
          nofollow: link.nofollow,
          line: link.line,
        })),
      ),
    ),
  )
