import { InvalidRequest, type Site, type SiteCrawl, type StatusRecord } from "@svc/contract"
import type { SiteReport, SiteReportPage } from "@svc/crawl"
import { Effect } from "effect"
import type { BackendFailure, FinishedPage } from "./audit-backend"
import type { CrawlProgress } from "./crawl-calls"
import { PageFailed } from "./page-failed"

/** A judgement stored by a server before findings carried their category and cap. */
const OLDER_SERVER_NOTICE =
  "The server's judgement does not say its site checks' categories and score caps (an earlier svc server): the report takes them as technical checks without a cap."

/**
 * The site report of a crawl's complete status record, as a crawl in this process reports it: the
 * judged site and `site.crawl` from the record, each page's title, final URL, failing checks and
 * Lighthouse measurement from its own result (or its failure code) in `pages`. `crawlId` is the audit's id.
 */
const siteReportOfRecord = (
  id: string,
  judged: Site,
  crawl: SiteCrawl,
  pages: ReadonlyArray<FinishedPage>,
): SiteReport => {
  const entries = new Map(pages.map((page) => [page.url, page]))
  const { crawl: _judgement, ...site } = judged
  const older = crawl.findings.some((finding) => finding.category === undefined || finding.cap === undefined)
  return {
    crawlId: id,
    startUrl: crawl.startUrl,
    state: crawl.state,
    endReason: crawl.endReason,
    locale: crawl.locale ?? "en",
    site,
    pages: crawl.pages.map((page): SiteReportPage => {
      const entry = entries.get(page.url)
      const result = entry?.status === "done" ? entry.result : undefined
      return {
        url: page.url,
        finalUrl: result?.url ?? page.url,
        status: page.status,
        httpStatus: page.httpStatus,
        code: entry?.status === "failed" ? entry.error.code : null,
        depth: page.depth,
        inSitemap: page.inSitemap,
        indexable: page.indexable,
        title: result?.page.title ?? null,
        score: page.score,
        linkScore: page.linkScore,
        failed: result?.summary.failed ?? 0,
        lighthouse: result !== undefined && !result.unmeasured.includes("performance"),
      }
    }),
    findings: crawl.findings.map((finding) => ({
      ...finding,
      category: finding.category ?? "technical",
      cap: finding.cap ?? null,
    })),
    lowLinkScores: crawl.lowLinkScores,
    unavailable: crawl.unavailable ?? [],
    givenUp: crawl.givenUp,
    notices: [...(crawl.notices ?? []), ...(older ? [OLDER_SERVER_NOTICE] : [])],
  }
}

const isFinished = (page: StatusRecord["pages"][number]): page is FinishedPage =>
  page.status === "done" || page.status === "failed"

/** A crawl's state as its audit's status record says it: running with its pages and budget, or the judged site. */
export const crawlProgressOf = (record: StatusRecord): Effect.Effect<CrawlProgress, BackendFailure> => {
  if (record.crawl === undefined)
    return Effect.fail(
      new InvalidRequest({
        message: `The audit ${record.id} on the server is not a crawl: svc result ${record.id} shows it.`,
      }),
    )
  if (record.status !== "complete")
    return Effect.succeed({
      status: "running",
      id: record.id,
      done: record.pages.filter(isFinished).length,
      budget: record.crawl.pageBudget,
    })
  const { site } = record
  if (site?.crawl === undefined)
    return Effect.fail(
      new PageFailed({
        message: `The server reported the crawl ${record.id} complete without its judgement of the site.`,
        code: "internal",
      }),
    )
  const pages = record.pages.filter(isFinished)
  return Effect.succeed({
    status: "complete",
    id: record.id,
    report: siteReportOfRecord(record.id, site, site.crawl, pages),
    pages,
  })
}
