import { Site, SiteCrawl } from "@svc/contract"
import type { SiteReport } from "@svc/crawl"
import { Schema } from "effect"

/** What an API crawl's audit keeps when the crawl ends: the site object judged across the pages, and the crawl's additive field. */
export interface CrawlJudgement {
  readonly site: Site
  readonly crawl: SiteCrawl
}

const CrawlJudgement = Schema.Struct({ site: Site, crawl: SiteCrawl })
const decodeJudgement = Schema.decodeUnknownOption(Schema.parseJson(CrawlJudgement))

/** The judgement of an ended crawl from its site report: what the status record's `site` shows from then on. */
export const crawlJudgementOf = (
  report: SiteReport,
  pageBudget: number,
  blocked: number,
): CrawlJudgement => ({
  site: report.site,
  crawl: {
    startUrl: report.startUrl,
    state: report.state === "stopped" ? "stopped" : "done",
    endReason: report.endReason,
    pageBudget,
    findings: report.findings.map(
      ({ id, label, level, status, evidence, fix, pages, items, category, cap }) => ({
        id,
        label,
        level,
        status,
        evidence,
        fix,
        pages,
        items,
        category,
        cap,
      }),
    ),
    pages: report.pages.map((page) => ({
      url: page.url,
      status: page.status,
      httpStatus: page.httpStatus,
      depth: page.depth,
      inSitemap: page.inSitemap,
      indexable: page.indexable,
      score: page.score,
      linkScore: page.linkScore,
    })),
    lowLinkScores: report.lowLinkScores.map(({ url, score, why }) => ({ url, score, why })),
    givenUp: report.givenUp.map(({ host, reason }) => ({ host, reason })),
    blocked,
    locale: report.locale,
    notices: report.notices,
    unavailable: report.unavailable.map(({ id, reason }) => ({ id, reason })),
  },
})

/**
 * The status record's `site` of a judged crawl: the judged site object with the crawl's field.
 * Undefined when the stored text is not a judgement this version wrote (the caller falls back to the
 * figures of the pages).
 */
export const judgedSite = (judgementJson: string): Site | undefined => {
  const decoded = decodeJudgement(judgementJson)
  if (decoded._tag === "None") return undefined
  return { ...decoded.value.site, crawl: decoded.value.crawl }
}
