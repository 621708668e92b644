import type { Site } from "@svc/contract"
import { formatCount } from "@svc/core"
import { scoreValue } from "../graphics"
import { html, type Markup } from "../markup"
import type { ReportContext } from "../report-context"
import { issueBlock } from "./issue"

/** How many addresses, how many unique pages, their mean score and the site score. */
export const siteFiguresList = ({ t, locale }: ReportContext, site: Site): Markup => {
  const notMeasured = t("notMeasured")
  return html`<dl class="figures">
<div><dt>${t("site.addresses")}</dt><dd>${formatCount(site.addresses, locale)}</dd></div>
<div><dt>${t("site.uniquePages")}</dt><dd>${formatCount(site.uniquePages, locale)}</dd></div>
<div><dt>${t("site.meanScore")}</dt><dd>${scoreValue(site.meanScore, notMeasured, "site-mean")}</dd></div>
<div><dt>${t("site.score")}</dt><dd>${scoreValue(site.score, notMeasured, "site")}</dd></div>
</dl>`
}

/** The figures of the whole audit: how many pages, their mean score, the site score and what caps it, and the site-wide issues. */
export const siteSection = (context: ReportContext, site: Site): Markup => {
  const { t, shown, id } = context
  const capping = site.cappedBy === null ? undefined : site.issues.find((issue) => issue.id === site.cappedBy)
  return html`<section aria-labelledby="${id("site-heading")}">
<h2 id="${id("site-heading")}">${t("section.site")}</h2>
${siteFiguresList(context, site)}
${site.cappedBy === null ? null : html`<p>${t("site.cappedBy", { issue: shown(capping?.label ?? site.cappedBy, 200) })}</p>`}
<h3>${t("site.issues")}</h3>
${site.issues.length === 0 ? html`<p>${t("site.noIssues")}</p>` : site.issues.map((issue) => issueBlock(context, issue, []))}
</section>`
}
