import type { Result } from "@svc/contract"
import { formatCount } from "@svc/core"
import { html, type Markup } from "../markup"
import type { ReportContext } from "../report-context"
import { linkOrText } from "./title"

/** What the page says about itself and how it answered. */
export const pageFactsSection = ({ t, shown, locale, id }: ReportContext, result: Result): Markup => {
  const { page } = result
  const none = t("page.none")
  const quoted = (text: string | null, max: number) => (text === null ? none : shown(text, max) || none)
  const rows: ReadonlyArray<readonly [string, Markup | string]> = [
    [t("page.title"), quoted(page.title, 300)],
    [t("page.description"), quoted(page.description, 600)],
    [t("page.language"), quoted(page.language, 40)],
    [
      t("page.canonical"),
      page.canonical === null ? none : linkOrText(page.canonical, shown(page.canonical, 300)),
    ],
    [t("page.responseTime"), `${formatCount(page.responseTimeMs, locale)} ms`],
    [
      t("page.words"),
      `${formatCount(page.wordCount.main, locale)} / ${formatCount(page.wordCount.total, locale)}`,
    ],
    [t("page.type"), t(`pageType.${page.pageType}`)],
  ]
  return html`<section aria-labelledby="${id("page-heading")}">
<h2 id="${id("page-heading")}">${t("section.page")}</h2>
<dl class="facts">${rows.map(([key, value]) => html`<dt>${key}</dt><dd>${value}</dd>`)}</dl>
</section>`
}
