import type { Locale, Result, Site } from "@svc/contract"
import {
  compactFigureResults,
  evaluateSite,
  type LowLinkScore,
  type Registry,
  type SiteFacts,
  type SiteFinding,
  type SitePage,
  siteCapsOf,
  siteFigures,
  siteViewOf,
  siteWithChecks,
} from "@svc/core"
import type { CrawlState, Crawls, GivenUpHost, StoreFailure } from "@svc/store"
import { Effect } from "effect"
import type { SettledCrawlOptions } from "./crawl-options"
import { siteFactsOf } from "./site-facts-of"

/** One page of a crawled site as its report lists it. */
export interface SiteReportPage {
  readonly url: string
  readonly finalUrl: string
  /** `done`: fetched and audited (whatever its HTTP status); `failed`: no page to audit (see `code`). */
  readonly status: "done" | "failed"
  readonly httpStatus: number | null
  /** The contract's page failure code of a failed page; null otherwise. */
  readonly code: string | null
  /** Clicks from the start URL; null when reached only through a sitemap, a canonical or an alternate. */
  readonly depth: number | null
  readonly inSitemap: boolean
  readonly indexable: boolean
  readonly title: string | null
  /** The page's own main score; null when not audited or not measured. */
  readonly score: number | null
  /** The internal link score (0–100, PageRank over the crawl's links); null for a page that is not an HTML document. */
  readonly linkScore: number | null
  /** Failing checks of the page's own audit. */
  readonly failed: number
  /** Whether Lighthouse measured the page in Chromium (the crawl's sample, or every page). */
  readonly lighthouse: boolean
}

/** What a crawl found, judged: the site object of the contract with the cross-page issues, the pages, the site findings. */
export interface SiteReport {
  readonly crawlId: string
  readonly startUrl: string
  /** `done`: nothing was left to fetch; `stopped`: a bound ended it (`endReason`); `running`: not ended. */
  readonly state: CrawlState | null
  readonly endReason: string | null
  readonly locale: Locale
  /** The contract's site object: the pages' figures, capped and listed with the cross-page issues. */
  readonly site: Site
  /** Every finished page, in URL order. */
  readonly pages: ReadonlyArray<SiteReportPage>
  /** Every cross-page check that failed or asks for review, with its items, worst first. */
  readonly findings: ReadonlyArray<SiteFinding>
  /** Important pages with a low link score, for review. */
  readonly lowLinkScores: ReadonlyArray<LowLinkScore>
  /** Site rules that could not judge, and why. */
  readonly unavailable: ReadonlyArray<{ readonly id: string; readonly reason: string }>
  readonly givenUp: ReadonlyArray<GivenUpHost>
  /** What the crawl said as it went: a robots.txt read in part, a sitemap index naming itself, the URLs that kept a bounded crawl growing. */
  readonly notices: ReadonlyArray<string>
}

/**
 * The report of a crawl from the store: the site facts judged by every site rule of `registry`, in the
 * crawl's locale (or `locale`), the pages' own figures, and the link scores. Reads the finished pages
 * a batch at a time; holds one small row per page.
 */
export const siteReportOf = (
  crawls: Crawls,
  registry: Registry,
  crawlId: string,
  locale?: Locale,
): Effect.Effect<SiteReport, StoreFailure> =>
  Effect.gen(function* () {
    const sitePages: Array<SitePage> = []
    // What the site figures need of a result, compact: a crawl of thousands holds no whole result.
    const figureResult = compactFigureResults()
    const rows: Array<Omit<SiteReportPage, "depth" | "linkScore">> = []
    // One read of the finished pages: their facts for the site rules, their results' figures here.
    const crawled = yield* siteFactsOf(crawls, crawlId, (stored) => {
      const result =
        stored.status === "done" && stored.result !== null ? (stored.result as Result) : undefined
      sitePages.push({ url: stored.url, result: result === undefined ? undefined : figureResult(result) })
      rows.push({
        url: stored.url,
        finalUrl: stored.page.finalUrl,
        status: stored.status,
        httpStatus: stored.page.status,
        code: stored.errorCode,
        inSitemap: stored.page.inSitemap,
        indexable: stored.page.indexable,
        title: stored.page.title,
        score: result?.score.svc ?? null,
        failed: result?.summary.failed ?? 0,
        lighthouse: result !== undefined && !result.unmeasured.includes("performance"),
      })
    })
    const settled = crawled.crawl?.options as Partial<SettledCrawlOptions> | undefined
    const language: Locale = locale ?? settled?.locale ?? "en"
    const evaluation = evaluateSite(registry, crawled.facts, language)
    const linkScore = new Map(evaluation.linkScores.map((entry) => [entry.url, entry.score]))
    // The click depths of the site facts: taken over the whole link graph, not as the crawl met pages.
    const depthOf = new Map(crawled.facts.pages.map((page) => [page.url, page.depth]))
    const pages = rows.map(
      (row): SiteReportPage => ({
        ...row,
        depth: depthOf.get(row.url) ?? null,
        linkScore: linkScore.get(row.url) ?? null,
      }),
    )
    answerApartRedirects(crawled.facts, pages, sitePages)
    return {
      crawlId,
      startUrl: crawled.facts.startUrl,
      state: crawled.crawl?.state ?? null,
      endReason: crawled.crawl?.endReason ?? null,
      locale: language,
      site: siteWithChecks(siteFigures(sitePages, siteCapsOf(registry), language), evaluation),
      pages,
      findings: evaluation.findings,
      lowLinkScores: evaluation.lowLinkScores,
      unavailable: evaluation.unavailable,
      givenUp: crawled.givenUp,
      notices: crawled.notices,
    }
  })

/**
 * A redirect the crawl stopped at (its target fetched by a request of its own) is reported as a
 * redirect it followed is: with where it ends, that answer's status, title, score, checks and figures — so a
 * site reads the same whichever of its requests reached a target first. Changes `pages` and
 * `sitePages` (in the same order) in place.
 */
const answerApartRedirects = (
  facts: SiteFacts,
  pages: Array<SiteReportPage>,
  sitePages: Array<SitePage>,
): void => {
  const apart = new Set(facts.pages.flatMap((page) => (page.answeredApart === true ? [page.url] : [])))
  if (apart.size === 0) return
  const view = siteViewOf(facts)
  const rowOf = new Map(pages.map((page) => [page.url, page]))
  const figuresOf = new Map(sitePages.map((page) => [page.url, page.result]))
  pages.forEach((row, index) => {
    const recorded = apart.has(row.url) ? view.page(row.url) : undefined
    if (recorded === undefined) return
    const end = rowOf.get(recorded.finalUrl)
    pages[index] = {
      ...row,
      finalUrl: recorded.finalUrl,
      httpStatus: recorded.status,
      indexable: recorded.indexable,
      title: recorded.title,
      score: end?.score ?? null,
      failed: end?.failed ?? 0,
      lighthouse: end?.lighthouse ?? false,
    }
    sitePages[index] = { url: row.url, result: figuresOf.get(recorded.finalUrl) }
  })
}
