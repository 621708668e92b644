import type { Finding, FindingItem, SiteIssue } from "@svc/contract"
import {
  evidenceBeyondItems,
  ITEMS_LISTED,
  itemPlace,
  itemsToList,
  itemText,
  markedSegments,
  moreItemsText,
  unlistedItemsText,
} from "@svc/core"
import { html, type Markup } from "../markup"
import type { ReportContext } from "../report-context"
import { linkOrText } from "./title"

const maxPages = 10
/** The PDF's longest evidence and fix. */
const textLimit = 1200
/** The PDF's longest item. */
const itemLimit = 300

/**
 * A finding (with what the filters select it by) or a site issue (with its pages) as it is shown:
 * level, label, `meta` and id, evidence and fix.
 */
export const issueBlock = (
  context: ReportContext,
  issue: Finding | SiteIssue,
  meta: ReadonlyArray<string>,
): Markup => {
  const { t, shown, locale } = context
  const pages = "pages" in issue ? issue.pages : []
  const listed = pages.slice(0, maxPages)
  // Items listed below a finding speak for themselves: its evidence keeps only what it says beyond them.
  const evidence = shown("category" in issue ? evidenceBeyondItems(issue, locale) : issue.evidence, textLimit)
  const docs = context.ruleDocs(issue.id)
  const selectors =
    "category" in issue
      ? html` data-finding="${issue.id}" data-category="${issue.category}" data-level="${issue.level}" data-status="${issue.status}"`
      : null
  return html`<article class="issue level-${issue.level}"${selectors}>
<h4><span class="badge">${t(`level.${issue.level}`).toLocaleUpperCase(locale)}</span> <span class="label">${shown(issue.label, 300)}</span></h4>
<p class="meta">${[...meta, ""].join(" · ")}<code>${shown(issue.id, 120)}</code>${
    docs === undefined
      ? null
      : html` · <a class="docs" href="${docs}" rel="noopener noreferrer">${t("finding.docs")}</a>`
  }</p>
<dl>${evidence === "" ? null : html`<dt>${t("evidence")}</dt><dd class="evidence">${evidence}</dd>`}${
    "category" in issue ? itemsEntry(context, issue) : null
  }<dt>${t("fix")}</dt><dd class="fix">${markedText(shown(issue.fix, textLimit))}</dd>${
    listed.length === 0
      ? null
      : html`<dt>${t("site.pages")}</dt><dd><ul class="pages">${listed.map(
          (url) => html`<li>${linkOrText(url, shown(url, 150))}</li>`,
        )}${pages.length > listed.length ? html`<li>+ ${pages.length - listed.length}</li>` : null}</ul></dd>`
  }</dl>
</article>`
}

/**
 * A finding's items, when it has more than one: the first few listed, the rest behind a disclosure that needs no script, and how
 * many the result does not list.
 */
const itemsEntry = (context: ReportContext, finding: Finding): Markup | null => {
  const items = itemsToList(finding)
  if (items.length === 0) return null
  const { t, locale } = context
  const listed = items.slice(0, ITEMS_LISTED)
  const rest = items.slice(ITEMS_LISTED)
  const more = moreItemsText(finding, listed.length, locale)
  const unlisted = unlistedItemsText(finding, locale)
  const notListed = unlisted === undefined ? null : html`<p class="muted">${unlisted}</p>`
  return html`<dt>${t("items.heading")}</dt><dd>${itemList(context, listed)}${
    more === undefined
      ? null
      : rest.length === 0
        ? html`<p class="muted">${more}</p>`
        : html`<details><summary>${more}</summary>${itemList(context, rest)}${notListed}</details>`
  }</dd>`
}

const itemList = ({ shown }: ReportContext, items: ReadonlyArray<FindingItem>): Markup =>
  html`<ul class="items">${items.map((item) => {
    const place = itemPlace(item)
    return html`<li>${place === "" ? null : html`<span class="place">${place}</span> `}${shown(itemText(item), itemLimit)}</li>`
  })}</ul>`

/** A fix as its author marked it: code spans as code, absolute links as links, the rest as text. */
export const markedText = (text: string): Markup =>
  html`${markedSegments(text).map((segment) =>
    segment.kind === "code"
      ? html`<code>${segment.text}</code>`
      : segment.kind === "link"
        ? linkOrText(segment.url, segment.text)
        : html`${segment.text}`,
  )}`
