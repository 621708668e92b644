import { CONTRACT_VERSION, Result, Site } from "@svc/contract"
import { SVC_VERSION } from "@svc/core"
import { DOCUMENT_CLOSING, documentOpening } from "./html-document"
import { HtmlReportFailed } from "./html-report-failed"
import { html, type Markup } from "./markup"
import {
  checkedOptions,
  contextIn,
  decoded,
  failedPageBody,
  footer,
  type HtmlReportOptions,
  pageReportBody,
} from "./render-html-report"
import type { ReportContext } from "./report-context"
import { type PageAnchor, siteIssuesSection } from "./sections/site-findings"
import { lowLinkScoresSection, sitePagesSection } from "./sections/site-pages"
import { linkOrText, titleSection } from "./sections/title"
import type { ShownNotes } from "./shown-text"
import type { SitePageEntry, SiteReportInput } from "./site-report-input"

export type SiteReportOptions = Omit<HtmlReportOptions, "site">

/**
 * A site report written a part at a time, so that a crawl of thousands of pages never holds every
 * page's result: `opening`, then `page` for each finished page (any order, each once), then `closing()`.
 */
export interface SiteReportWriter {
  readonly opening: string
  /** The page's own report, hidden until its address in the site report is followed; "" for a URL the report does not list, or a redirect to a page it lists (that page's report is its). */
  readonly page: (entry: SitePageEntry) => string
  readonly closing: () => string
}

/**
 * The HTML report of a crawled site as one self-contained document (inline CSS, no script, no
 * request to anywhere): the site score and what caps it, every site issue with every URL involved,
 * the pages in a table sortable by score, depth and link score, the important pages few links reach,
 * and each page's own report (the page report, one click away). Throws `HtmlReportFailed` — never
 * anything else — when the site figures or a page's result do not match the contract.
 */
export const siteReportWriter = (
  report: SiteReportInput,
  options: SiteReportOptions = {},
): SiteReportWriter => {
  const writer = failingAsReport(() => writerOf(report, options))
  return {
    opening: writer.opening,
    page: (entry) => failingAsReport(() => writer.page(entry)),
    closing: () => failingAsReport(writer.closing),
  }
}

/** Whatever else a malformed report throws (a missing list, say) as `HtmlReportFailed`. */
const failingAsReport = <A>(make: () => A): A => {
  try {
    return make()
  } catch (error) {
    if (error instanceof HtmlReportFailed) throw error
    throw new HtmlReportFailed({ reason: `the site report is malformed: ${String(error)}`, cause: error })
  }
}

const writerOf = (report: SiteReportInput, options: SiteReportOptions): SiteReportWriter => {
  const site = decoded(Site, report.site, "the site figures")
  const { locale, ruleDocs } = checkedOptions({ ...options, site: undefined })
  const { context, notes } = contextIn(locale, ruleDocs)
  const indexes = new Map(report.pages.map((page, index) => [page.url, index]))
  // A redirect to another page of the report shows that page's report: it has none of its own.
  const reportOf = new Map(
    report.pages.flatMap((page) =>
      page.finalUrl !== undefined && page.finalUrl !== page.url && indexes.has(page.finalUrl)
        ? [[page.url, page.finalUrl] as const]
        : [],
    ),
  )
  const finalOf = new Map(report.pages.map((page) => [page.url, page.finalUrl]))
  const anchor: PageAnchor = (url) => {
    const index = indexes.get(reportOf.get(url) ?? url)
    return index === undefined ? undefined : `page-${index}`
  }
  const opening = html`<div class="site-part">
${siteTitle(context, report)}
${siteIssuesSection(context, site, report.findings, anchor)}
${sitePagesSection(context, report.pages, anchor)}
${lowLinkScoresSection(context, report.lowLinkScores, anchor)}
</div>
`
  return {
    opening: `${documentOpening(locale, `${context.t("siteReport.kicker")}: ${context.shown(report.startUrl, 300)}`)}${opening.html}`,
    page: (entry) => {
      const target = anchor(entry.url)
      if (target === undefined || reportOf.has(entry.url)) return ""
      const page = contextIn(locale, ruleDocs, { idPrefix: `${target}-` })
      return html`<article class="page-report" id="${target}">
<p class="back"><a href="#site-report">${context.t("siteReport.back")}</a></p>
${pageBody(page.context, page.notes, entry, finalOf.get(entry.url))}
</article>
`.html
    },
    closing: () =>
      `${
        html`<footer class="site-part">
<p class="muted">${context.t("footer.made", { version: SVC_VERSION, contract: CONTRACT_VERSION })}</p>
${notes.shortened ? html`<p class="muted">${context.t("about.shortened")}</p>` : null}
</footer>`.html
      }${DOCUMENT_CLOSING}`,
  }
}

/** The whole site report at once, for a crawl whose pages' results fit in memory. */
export const renderSiteReport = (
  report: SiteReportInput,
  pages: Iterable<SitePageEntry>,
  options: SiteReportOptions = {},
): string => {
  const writer = siteReportWriter(report, options)
  const parts = [writer.opening]
  for (const page of pages) parts.push(writer.page(page))
  parts.push(writer.closing())
  return parts.join("")
}

/** A page's own report; `finalUrl`: where its redirects end, when the report lists one. */
const pageBody = (
  context: ReportContext,
  notes: ShownNotes,
  entry: SitePageEntry,
  finalUrl: string | undefined,
): Markup => {
  if (entry.status === "done" && entry.result !== null && entry.result !== undefined) {
    const result = decoded(Result, entry.result, `the result of ${entry.url}`)
    const body = pageReportBody(context, result)
    return html`${body}${footer(context, result, notes.shortened)}`
  }
  // A redirect the crawl stopped at, to a page it never fetched (a bound ended it first).
  if (entry.status === "done" && finalUrl !== undefined && finalUrl !== entry.url)
    return html`${titleSection(context, { title: null, url: entry.url })}
<p>${context.t("siteReport.redirectUnfetched", { final: context.shown(finalUrl, 300) })}</p>`
  // A page done without a stored result cannot be shown: it says so, as a failed page would.
  return failedPageBody(context, { url: entry.url, code: entry.errorCode ?? "internal", detail: null })
}

/** What this is, the start URL, how many pages, and whether the crawl ended. */
const siteTitle = (context: ReportContext, report: SiteReportInput): Markup => {
  const { t, shown } = context
  const failed = report.pages.filter((page) => page.status === "failed").length
  const done = report.pages.length - failed
  // Some pages measured in Chromium, not all: a crawl's Lighthouse sample.
  const measured = report.pages.filter((page) => page.lighthouse === true).length
  return html`<header class="title" id="site-report">
<p class="kicker">${t("siteReport.kicker")}</p>
<h1>${linkOrText(report.startUrl, shown(report.startUrl, 300))}</h1>
<p>${t("siteReport.counts", { done, failed, start: shown(report.startUrl, 300) })}</p>
${
  report.state === "stopped"
    ? html`<p class="muted">${t("siteReport.stopped", { reason: report.endReason ?? "" })}</p>`
    : report.state === "running"
      ? html`<p class="muted">${t("siteReport.running")}</p>`
      : null
}
${
  measured === 0 || measured === done
    ? null
    : html`<p class="muted" data-lighthouse-sample="${measured}">${t("siteReport.sample", { count: measured })}</p>`
}
</header>`
}
