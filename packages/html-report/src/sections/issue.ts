import type { Finding, SiteIssue } from "@svc/contract"
import { html, type Markup } from "../markup"
import type { ReportContext } from "../report-context"
import { linkOrText } from "./title"

const maxPages = 10
/** The PDF's longest evidence and fix. */
const textLimit = 1200

/**
 * A finding (with what the filters select it by) or a site issue (with its pages) as it is shown:
 * level, label, `meta` and id, evidence and fix.
 */
export const issueBlock = (
  { t, shown, locale }: ReportContext,
  issue: Finding | SiteIssue,
  meta: ReadonlyArray<string>,
): Markup => {
  const pages = "pages" in issue ? issue.pages : []
  const listed = pages.slice(0, maxPages)
  const evidence = shown(issue.evidence, textLimit)
  const selectors =
    "category" in issue
      ? html` data-finding="${issue.id}" data-category="${issue.category}" data-level="${issue.level}" data-status="${issue.status}"`
      : null
  return html`<article class="issue level-${issue.level}"${selectors}>
<h4><span class="badge">${t(`level.${issue.level}`).toLocaleUpperCase(locale)}</span> <span class="label">${shown(issue.label, 300)}</span></h4>
<p class="meta">${[...meta, ""].join(" · ")}<code>${shown(issue.id, 120)}</code></p>
<dl>${evidence === "" ? null : html`<dt>${t("evidence")}</dt><dd class="evidence">${evidence}</dd>`}<dt>${t("fix")}</dt><dd>${shown(issue.fix, textLimit)}</dd>${
    listed.length === 0
      ? null
      : html`<dt>${t("site.pages")}</dt><dd><ul class="pages">${listed.map(
          (url) => html`<li>${linkOrText(url, shown(url, 150))}</li>`,
        )}${pages.length > listed.length ? html`<li>+ ${pages.length - listed.length}</li>` : null}</ul></dd>`
  }</dl>
</article>`
}
