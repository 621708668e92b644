import type { LowLinkScore } from "@svc/core"
import { band } from "../graphics"
import { html, type Markup } from "../markup"
import type { ReportContext } from "../report-context"
import type { SiteReportPageRow } from "../site-report-input"
import { type PageAnchor, pageLink } from "./site-findings"

/** The orders the pages table offers, the first shown first; the stylesheet shows one table per order. */
export const SITE_SORTS = ["score", "depth", "linkScore"] as const
export type SiteSort = (typeof SITE_SORTS)[number]

/** The id of the radio button that shows the pages in an order (the stylesheet names the same). */
export const sortId = (sort: SiteSort) => `sort-${sort}`

type Row = SiteReportPageRow

/** A missing figure sorts last, whatever the direction; ties in URL order. */
const byFigure =
  (figure: (row: Row) => number | null, direction: 1 | -1) =>
  (a: Row, b: Row): number => {
    const x = figure(a)
    const y = figure(b)
    if (x !== y) {
      if (x === null) return 1
      if (y === null) return -1
      return (x - y) * direction
    }
    return a.url < b.url ? -1 : a.url > b.url ? 1 : 0
  }

const orders: Readonly<Record<SiteSort, (a: Row, b: Row) => number>> = {
  score: byFigure((row) => row.score, 1),
  depth: byFigure((row) => row.depth, 1),
  linkScore: byFigure((row) => row.linkScore, -1),
}

const columns = [
  [null, "siteReport.column.page"],
  ["score", "siteReport.column.score"],
  ["depth", "siteReport.column.depth"],
  ["linkScore", "siteReport.column.linkScore"],
] as const

/**
 * The crawled pages in a table a reader sorts by score, depth or link score without any script: one
 * copy of the table per order, radio buttons choose which one shows (the stylesheet does it with
 * `:has()`; without it, the order by score stays). Each address opens the page's own report.
 */
export const sitePagesSection = (
  context: ReportContext,
  pages: ReadonlyArray<Row>,
  anchor: PageAnchor,
): Markup => {
  const { t } = context
  if (pages.length === 0)
    return html`<section aria-labelledby="pages-heading"><h2 id="pages-heading">${t("site.pages")}</h2><p>${t("siteReport.noPages")}</p></section>`
  return html`<section aria-labelledby="pages-heading">
<h2 id="pages-heading">${t("site.pages")}</h2>
<fieldset class="filters"><legend>${t("siteReport.sortBy")}</legend><ul>${SITE_SORTS.map(
    (sort, index) =>
      html`<li><input type="radio" name="sort" id="${sortId(sort)}"${index === 0 ? " checked" : ""}> <label for="${sortId(sort)}">${t(`siteReport.sort.${sort}`)}</label></li>`,
  )}</ul></fieldset>
${SITE_SORTS.map((sort) => pagesTable(context, [...pages].sort(orders[sort]), sort, anchor))}
</section>`
}

const pagesTable = (
  context: ReportContext,
  rows: ReadonlyArray<Row>,
  sort: SiteSort,
  anchor: PageAnchor,
): Markup => {
  const { t, shown } = context
  const none = t("page.none")
  const figure = (value: number | null) =>
    value === null ? html`<span class="muted">${none}</span>` : html`${value}`
  return html`<div class="sorted" data-sort="${sort}">
<table class="site-pages">
<caption>${t("siteReport.caption", { order: t(`siteReport.sort.${sort}`) })}</caption>
<thead><tr>${columns.map(
    ([key, label]) =>
      html`<th scope="col"${key === null ? null : html` class="num"`}${key === sort ? html` aria-sort="${sort === "linkScore" ? "descending" : "ascending"}"` : null}>${t(label)}</th>`,
  )}</tr></thead>
<tbody>${rows.map((row) => {
    const status =
      row.status === "failed"
        ? (row.code ?? "failed")
        : row.httpStatus !== null && row.httpStatus !== 200
          ? t("siteReport.httpStatus", { status: row.httpStatus })
          : null
    const note = [
      row.title === null ? "" : shown(row.title, 120),
      status ?? "",
      row.lighthouse === true ? "Lighthouse" : "",
    ].filter((part) => part !== "")
    return html`<tr data-url="${row.url}"><td>${pageLink(context, row.url, anchor)}${
      note.length === 0 ? null : html`<br><span class="muted">${note.join(" · ")}</span>`
    }</td><td class="num"><span class="value ${band(row.score)}">${row.score === null ? none : row.score}</span></td><td class="num">${figure(row.depth)}</td><td class="num">${figure(row.linkScore)}</td></tr>`
  })}</tbody>
</table>
</div>`
}

/** Important pages whose link score is among the site's lowest, each with why it is important. */
export const lowLinkScoresSection = (
  context: ReportContext,
  lows: ReadonlyArray<LowLinkScore>,
  anchor: PageAnchor,
): Markup | null => {
  const { t } = context
  if (lows.length === 0) return null
  return html`<section aria-labelledby="low-links-heading">
<h2 id="low-links-heading">${t("siteReport.lowLinks")}</h2>
<p class="muted">${t("siteReport.lowLinks.about")}</p>
<ul class="pages low-links">${lows.map(
    (low) =>
      html`<li data-url="${low.url}"><strong>${low.score}</strong> ${pageLink(context, low.url, anchor)} <span class="muted">(${t(`siteReport.why.${low.why}`)})</span></li>`,
  )}</ul>
</section>`
}
