import { checkCrawlBounds, InvalidRequest, type Locale, MAX_HOST_CONCURRENCY } from "@svc/contract"
import { Effect } from "effect"
import type { ScopeOptions } from "./crawl-scope"
import type { FrontierUrlOptions } from "./frontier-url"

/** What a crawl is asked to do; every field optional. Kept with the crawl, so a resumed crawl runs as it began. */
export interface CrawlOptions extends ScopeOptions, FrontierUrlOptions {
  /** The most pages fetched (done or failed); 500 by default. */
  readonly maxPages?: number | undefined
  /** The most clicks from the start URL a followed link may be; unbounded by default. */
  readonly maxDepth?: number | undefined
  /** The crawl stops leasing new pages after this many milliseconds of this run; unbounded by default. */
  readonly maxDurationMs?: number | undefined
  /** The most requests in flight to one host, across every process sharing the crawl; 2 by default. */
  readonly concurrency?: number | undefined
  /** Sitemaps to read beside those robots.txt names (indexes followed, with the fetcher's limits). */
  readonly sitemaps?: ReadonlyArray<string> | undefined
  /** The search phrase every page is measured against; without it each page's own suggestion. */
  readonly query?: string | undefined
  readonly locale?: Locale | undefined
  /** Lighthouse for every page (when the Auditor has the Performance service); off by default. */
  readonly performance?: boolean | undefined
  /**
   * Lighthouse for this many pages only, the rest static (when the Auditor has the Performance
   * service): the first pages the crawl audits, which are its shallowest (see `lighthouseSampler`); 0 by default.
   */
  readonly lighthouseSample?: number | undefined
}

/** The options with their defaults, as stored with the crawl. */
export interface SettledCrawlOptions {
  readonly scope: "host" | "site"
  readonly include: ReadonlyArray<string>
  readonly exclude: ReadonlyArray<string>
  readonly dropQuery: boolean
  readonly maxPages: number
  readonly maxDepth: number | null
  readonly maxDurationMs: number | null
  readonly concurrency: number
  readonly sitemaps: ReadonlyArray<string>
  readonly query: string | null
  readonly locale: Locale | null
  readonly performance: boolean
  /** Absent in crawls stored before it was an option: none. */
  readonly lighthouseSample?: number
}

export const DEFAULT_MAX_PAGES = 500
export const DEFAULT_HOST_CONCURRENCY = 2
/** The most requests in flight to one host a crawl may ask for (the contract's, checked there). */
export { MAX_HOST_CONCURRENCY }
/** The most pages a crawl may measure with Lighthouse (each takes seconds in Chromium). */
export const MAX_LIGHTHOUSE_SAMPLE = 50

/** Checks what a caller sent and fills in the defaults; a bad value is `InvalidRequest` naming it. */
export const settleCrawlOptions = (
  options: CrawlOptions = {},
): Effect.Effect<SettledCrawlOptions, InvalidRequest> =>
  Effect.gen(function* () {
    yield* checkCrawlBounds(options)
    const sample = options.lighthouseSample
    if (sample !== undefined && !(Number.isInteger(sample) && sample >= 0 && sample <= MAX_LIGHTHOUSE_SAMPLE))
      return yield* new InvalidRequest({
        message: `lighthouseSample must be a whole number from 0 to ${MAX_LIGHTHOUSE_SAMPLE}.`,
      })
    return {
      scope: options.scope ?? "host",
      include: [...(options.include ?? [])],
      exclude: [...(options.exclude ?? [])],
      dropQuery: options.dropQuery === true,
      maxPages: options.maxPages ?? DEFAULT_MAX_PAGES,
      maxDepth: options.maxDepth ?? null,
      maxDurationMs: options.maxDurationMs ?? null,
      concurrency: options.concurrency ?? DEFAULT_HOST_CONCURRENCY,
      sitemaps: [...(options.sitemaps ?? [])],
      query: options.query ?? null,
      locale: options.locale ?? null,
      performance: options.performance === true,
      lighthouseSample: options.lighthouseSample ?? 0,
    }
  })
