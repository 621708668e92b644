import {
  type AuditRequest,
  type AuditRequestError,
  type DonePageEntry,
  decodeAuditRequest,
  type FailedPageEntry,
  InvalidRequest,
  type Locale,
  type Result,
  type Site,
} from "@svc/contract"
import {
  type CrawlAudit,
  type LighthouseRun,
  type PageSnapshot,
  type SiteFiles,
  siteCapsOf,
  siteFigures,
  snapshotOfHtml,
} from "@svc/core"
import {
  type FetchError,
  type FetchedPage,
  type FetchLimits,
  type PageRedirectFollowing,
  PageSource,
  pageLimits,
  type SiteFilesReading,
  TooLarge,
} from "@svc/fetch"
import type { MeasurePacing } from "@svc/lighthouse"
import { Context, Effect, Layer, Option } from "effect"
import { Analysis, type AnalysisFailed, analysisInProcess } from "./analysis"
import { pageFailureOf } from "./page-failure"
import { Performance } from "./performance"
import { RuleRegistry } from "./rule-registry"

/** What the caller asks for, the same for every page of an audit. */
export interface AuditOptions {
  /** The search phrase (at most 32 words); without it the page's first suggestion is measured. */
  readonly query?: string | undefined
  /** Language of labels and fixes; `en` by default. */
  readonly locale?: Locale | undefined
  /** `false` skips the Performance service (Lighthouse) even when one is provided. */
  readonly performance?: boolean | undefined
  /** How Lighthouse's page loads take turns at the page's host (a crawl's Crawl-delay); at once by default. */
  readonly measurePacing?: MeasurePacing | undefined
}

/** An audit of HTML given as a string: the URL it is (or will be) served from. */
export interface HtmlAuditOptions extends AuditOptions {
  readonly url: string
}

/** One page of a multi-page audit: done with its result, or failed with the reason (decision 13). */
export type AuditedPage = DonePageEntry | FailedPageEntry

/** Every page of an audit and the site figures over them. */
export interface AuditedSite {
  readonly pages: ReadonlyArray<AuditedPage>
  readonly site: Site
}

export interface AuditorService {
  /**
   * Step one: fetch the page once, through the guard. The server's start call runs this before it
   * answers (decision 15, `{ deadlineMs: 10_000 }`) and may keep the page for step two. With
   * `following`, each redirect hop is followed only when it answers true (a crawl claiming the hop).
   */
  readonly fetchPage: (
    url: string,
    limits?: Partial<FetchLimits>,
    following?: PageRedirectFollowing,
  ) => Effect.Effect<FetchedPage, FetchError>
  /**
   * Step two: site files and Performance beside the page, then rules and scores. Fails only when the
   * analysis runs in a thread of its own and exceeds its memory or time there. `siteFiles`: the
   * page's site files when the caller has them already (a crawl fetches them once per origin);
   * fetched for the page otherwise.
   */
  readonly auditPage: (
    page: FetchedPage,
    options?: AuditOptions,
    siteFiles?: SiteFiles,
  ) => Effect.Effect<Result, AnalysisFailed>
  /**
   * `auditPage` for a crawl: the result, and the page's crawl facts read from the facts of the same
   * audit where the analysis can hand them over (in process), so a crawled page is parsed once.
   */
  readonly auditPageForCrawl: (
    page: FetchedPage,
    options: AuditOptions,
    siteFiles: SiteFiles,
  ) => Effect.Effect<CrawlAudit, AnalysisFailed>
  /**
   * robots.txt, the sitemaps and llms.txt of a page's origin, through the guard; each present, absent
   * or failed. With a `gate`, each of their requests waits for it (a crawl's turn at the host); with
   * `robots`, robots.txt is that one (read already).
   */
  readonly fetchSiteFiles: (pageUrl: string, reading?: SiteFilesReading) => Effect.Effect<SiteFiles>
  /** Both steps for one URL. */
  readonly auditUrl: (
    url: string,
    options?: AuditOptions,
  ) => Effect.Effect<Result, FetchError | AuditRequestError | AnalysisFailed>
  /**
   * 1–10 URLs (duplicates audited once): one entry per page — a page that cannot be fetched is a
   * failed entry, not a failure of the audit — plus the site figures.
   */
  readonly audit: (
    urls: ReadonlyArray<string>,
    options?: AuditOptions,
  ) => Effect.Effect<AuditedSite, AuditRequestError>
  /** HTML given as a string, audited offline: no site files, no Performance. */
  readonly auditHtml: (
    html: string,
    options: HtmlAuditOptions,
  ) => Effect.Effect<Result, AuditRequestError | TooLarge | AnalysisFailed>
}

/** The embeddable auditor: PageSource, the rule registry and (when provided) Performance, composed. */
export class Auditor extends Context.Tag("@svc/audit/Auditor")<Auditor, AuditorService>() {}

/** Pages fetched and audited at once in a multi-page audit. */
const PAGE_CONCURRENCY = 4

/**
 * Validates what a caller sent with the contract's request rules (decisions 1–6): the URLs' syntax
 * (the guard is the fetcher's job, so private hosts pass here), the phrase and the locale.
 */
const decodeRequest = (
  urls: ReadonlyArray<unknown>,
  options: AuditOptions,
): Effect.Effect<AuditRequest, AuditRequestError> =>
  decodeAuditRequest(
    {
      urls,
      ...(options.query === undefined ? {} : { query: options.query }),
      ...(options.locale === undefined ? {} : { locale: options.locale }),
    },
    { allowPrivateTargets: true },
  )

const firstUrl = (request: AuditRequest): string => request.urls[0] ?? ""

/** Where a page's site files come from: fetched for it, or shared by the pages of one audit. */
type SiteFilesOf = (pageUrl: string) => Effect.Effect<SiteFiles>

export const makeAuditor = Effect.gen(function* () {
  const pageSource = yield* PageSource
  const registry = yield* RuleRegistry
  const performance = yield* Effect.serviceOption(Performance)
  const analysis = Option.getOrElse(yield* Effect.serviceOption(Analysis), () => analysisInProcess(registry))
  const caps = siteCapsOf(registry)

  const measure = (url: string, options: AuditOptions): Effect.Effect<LighthouseRun | undefined> =>
    Option.isNone(performance) || options.performance === false
      ? Effect.succeed(undefined)
      : performance.value.measure(url, options.measurePacing).pipe(
          Effect.map((run): LighthouseRun | undefined => run),
          Effect.orElseSucceed(() => undefined),
        )

  const auditWith = (
    page: FetchedPage,
    options: AuditOptions,
    siteFilesOf: SiteFilesOf,
  ): Effect.Effect<Result, AnalysisFailed> =>
    Effect.gen(function* () {
      const [siteFiles, lighthouse] = yield* Effect.all(
        [siteFilesOf(page.finalUrl), measure(page.finalUrl, options)],
        { concurrency: 2 },
      )
      return yield* analysis.audit(
        { ...page, siteFiles },
        { query: options.query, locale: options.locale, lighthouse },
      )
    })

  const auditForCrawl = (
    snapshot: PageSnapshot,
    options: AuditOptions,
    lighthouse: LighthouseRun | undefined,
  ): Effect.Effect<CrawlAudit, AnalysisFailed> => {
    return analysis.auditForCrawl(snapshot, { query: options.query, locale: options.locale, lighthouse })
  }

  const auditPage = (page: FetchedPage, options: AuditOptions = {}, siteFiles?: SiteFiles) =>
    auditWith(
      page,
      options,
      siteFiles === undefined ? pageSource.fetchSiteFiles : () => Effect.succeed(siteFiles),
    )

  const auditAccepted = (
    url: string,
    request: AuditRequest,
    options: AuditOptions,
    siteFilesOf: SiteFilesOf = pageSource.fetchSiteFiles,
  ) =>
    pageSource
      .fetchPage(url)
      .pipe(
        Effect.flatMap((page) =>
          auditWith(
            page,
            { query: request.query, locale: request.locale, performance: options.performance },
            siteFilesOf,
          ),
        ),
      )

  const auditEntry = (url: string, request: AuditRequest, options: AuditOptions, siteFilesOf: SiteFilesOf) =>
    auditAccepted(url, request, options, siteFilesOf).pipe(
      Effect.map((result): AuditedPage => ({ url, status: "done", result })),
      Effect.catchAll((error) =>
        Effect.succeed<AuditedPage>({ url, status: "failed", error: pageFailureOf(error) }),
      ),
      Effect.catchAllDefect(() =>
        Effect.succeed<AuditedPage>({
          url,
          status: "failed",
          error: { error: "The audit of this page failed because of a fault of svc.", code: "internal" },
        }),
      ),
    )

  return Auditor.of({
    fetchPage: (url, limits, following) => pageSource.fetchPage(url, limits, following),
    auditPage,
    auditPageForCrawl: (page, options, siteFiles) =>
      Effect.flatMap(measure(page.finalUrl, options), (lighthouse) =>
        auditForCrawl({ ...page, siteFiles }, options, lighthouse),
      ),
    fetchSiteFiles: pageSource.fetchSiteFiles,
    auditUrl: (url, options = {}) =>
      decodeRequest([url], options).pipe(
        Effect.flatMap((request) => auditAccepted(firstUrl(request), request, options)),
      ),
    audit: (urls, options = {}) =>
      Effect.gen(function* () {
        const request = yield* decodeRequest(urls, options)
        // Pages of one site share its robots.txt, sitemap and llms.txt: fetched once per origin.
        const byOrigin = yield* Effect.cachedFunction((origin: string) =>
          pageSource.fetchSiteFiles(`${origin}/`),
        )
        const siteFilesOf: SiteFilesOf = (pageUrl) => byOrigin(new URL(pageUrl).origin)
        const pages = yield* Effect.forEach(
          request.urls,
          (url) => auditEntry(url, request, options, siteFilesOf),
          { concurrency: PAGE_CONCURRENCY },
        )
        const site = siteFigures(
          pages.map((page) => ({ url: page.url, result: page.status === "done" ? page.result : undefined })),
          caps,
          request.locale,
        )
        return { pages, site }
      }),
    auditHtml: (html, options) =>
      Effect.gen(function* () {
        if (typeof html !== "string") return yield* new InvalidRequest({ message: "html must be a string." })
        const request = yield* decodeRequest([options?.url], options ?? {})
        if (Buffer.byteLength(html) > pageLimits.maxBodyBytes) {
          return yield* new TooLarge({
            message: `The HTML is larger than ${pageLimits.maxBodyBytes} bytes, the most svc reads of a page.`,
            host: new URL(firstUrl(request)).hostname,
            limitBytes: pageLimits.maxBodyBytes,
          })
        }
        const snapshot = snapshotOfHtml(html, {
          url: new URL(firstUrl(request)).href,
          fetchedAt: new Date().toISOString(),
        })
        return yield* analysis.audit(snapshot, { query: request.query, locale: request.locale })
      }),
  })
})

/** The Auditor over whatever PageSource, RuleRegistry and (optional) Performance are provided. */
export const AuditorLive: Layer.Layer<Auditor, never, PageSource | RuleRegistry> = Layer.effect(
  Auditor,
  makeAuditor,
)
