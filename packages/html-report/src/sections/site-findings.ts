import type { Site } from "@svc/contract"
import {
  ITEMS_LISTED,
  type SiteFinding,
  type SiteFindingItem,
  siteIssueFindings,
  siteRuleDocsId,
} from "@svc/core"
import { html, type Markup } from "../markup"
import type { ReportContext } from "../report-context"
import { markedText } from "./issue"
import { siteFiguresList } from "./site"
import { linkOrText } from "./title"

/** The in-document link to a crawled page's own report, by URL; undefined for a URL the crawl did not finish. */
export type PageAnchor = (url: string) => string | undefined

/** The PDF's longest evidence and fix, as the page report shows them. */
const textLimit = 1200
const itemLimit = 300

/** A site issue's document id, so that what caps the score can link to it. */
export const siteIssueId = (id: string) => `issue-${id}`

/**
 * The site's figures, what caps its score, and every site issue with every URL involved: the
 * cross-page checks' items (for a link, the linking page and line), the issues the pages share with
 * their pages, and the checks that ask for review.
 */
export const siteIssuesSection = (
  context: ReportContext,
  site: Site,
  findings: ReadonlyArray<SiteFinding>,
  anchor: PageAnchor,
): Markup => {
  const { t, shown } = context
  const listed = siteIssueFindings(site, findings)
  const failing = listed.filter((finding) => finding.status === "fail")
  const review = listed.filter((finding) => finding.status === "review")
  const capping = failing.find((finding) => finding.id === site.cappedBy)
  return html`<section aria-labelledby="site-heading">
<h2 id="site-heading">${t("section.site")}</h2>
${siteFiguresList(context, site)}
${
  capping === undefined || site.score === null
    ? null
    : html`<p class="capped">${t("siteReport.capped", { score: site.score })} <a href="#${siteIssueId(capping.id)}">${shown(capping.label, 200)}</a> (<code>${capping.id}</code>)</p>`
}
<h3>${t("site.issues")}</h3>
${failing.length === 0 ? html`<p>${t("site.noIssues")}</p>` : failing.map((finding) => siteFindingBlock(context, finding, anchor))}
${
  review.length === 0
    ? null
    : html`<h3>${t("siteReport.review")}</h3>${review.map((finding) => siteFindingBlock(context, finding, anchor))}`
}
</section>`
}

const siteFindingBlock = (context: ReportContext, finding: SiteFinding, anchor: PageAnchor): Markup => {
  const { t, shown, locale } = context
  const docs = context.ruleDocs(siteRuleDocsId(finding.id))
  const listed = finding.items.slice(0, ITEMS_LISTED)
  const rest = finding.items.slice(ITEMS_LISTED)
  const evidence = shown(finding.evidence, textLimit)
  return html`<article class="issue level-${finding.level}" id="${siteIssueId(finding.id)}" data-site-finding="${finding.id}" data-status="${finding.status}">
<h4><span class="badge">${t(`level.${finding.level}`).toLocaleUpperCase(locale)}</span> <span class="label">${shown(finding.label, 300)}</span></h4>
<p class="meta">${t(`status.${finding.status}`)} · <code>${shown(finding.id, 120)}</code>${
    docs === undefined
      ? null
      : html` · <a class="docs" href="${docs}" rel="noopener noreferrer">${t("finding.docs")}</a>`
  }</p>
<dl>${evidence === "" ? null : html`<dt>${t("evidence")}</dt><dd class="evidence">${evidence}</dd>`}${
    finding.items.length === 0
      ? null
      : html`<dt>${t("siteReport.urls")}</dt><dd>${itemList(context, listed, anchor)}${
          rest.length === 0
            ? null
            : html`<details><summary>${t("items.more", { more: rest.length, total: finding.items.length })}</summary>${itemList(context, rest, anchor)}</details>`
        }</dd>`
  }<dt>${t("fix")}</dt><dd class="fix">${markedText(shown(finding.fix, textLimit))}</dd></dl>
</article>`
}

/** A crawled URL as a link to its page's report in this document; any other URL as the page report shows addresses. */
export const pageLink = ({ shown }: ReportContext, url: string, anchor: PageAnchor): Markup => {
  const target = anchor(url)
  return target === undefined
    ? linkOrText(url, shown(url, 150))
    : html`<a class="address" href="#${target}">${shown(url, 150)}</a>`
}

const itemList = (
  context: ReportContext,
  items: ReadonlyArray<SiteFindingItem>,
  anchor: PageAnchor,
): Markup => {
  const { shown, t } = context
  return html`<ul class="items">${items.map((item) => {
    const message = shown(item.message, itemLimit)
    // The other URLs involved, as links, though the item's words may name them too.
    const others = item.pages.filter((url) => url !== item.url)
    return html`<li>${pageLink(context, item.url, anchor)}${
      item.line === null ? null : html`<span class="place">:${item.line}</span>`
    }${message === "" ? null : html` — ${message}`}${
      others.length === 0
        ? null
        : html` <span class="muted">(${t("siteReport.also")}: ${others.map((url, index) => html`${index > 0 ? ", " : null}${pageLink(context, url, anchor)}`)})</span>`
    }</li>`
  })}</ul>`
}
