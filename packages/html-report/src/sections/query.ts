import type { Result } from "@svc/contract"
import { bar, scoreValue } from "../graphics"
import { html, type Markup } from "../markup"
import type { ReportContext } from "../report-context"

const maxSuggestions = 20

/** The phrase the page was measured against, where it came from, how well the page matches it, and the suggestions. */
export const querySection = ({ t, shown, id }: ReportContext, result: Result): Markup => {
  const { query } = result
  const suggestions = query.suggestions.slice(0, maxSuggestions).map((suggestion) => shown(suggestion, 60))
  const phraseRows =
    query.source === "none" || query.primary.trim() === ""
      ? html`<dt>${t("query.phrase")}</dt><dd>${t("query.source.none")}</dd>`
      : html`<dt>${t("query.phrase")}</dt><dd><strong>${t("query.quoted", { phrase: shown(query.primary, 300) })}</strong> · ${t(`query.source.${query.source}`)}</dd>
<dt>${t("query.match")}</dt><dd class="with-bar">${scoreValue(query.score, t("notMeasured"), "query")}${bar(query.score)}</dd>`
  return html`<section aria-labelledby="${id("query-heading")}">
<h2 id="${id("query-heading")}">${t("section.query")}</h2>
<dl class="facts">${phraseRows}
<dt>${t("query.suggestions")}</dt><dd>${
    suggestions.length === 0
      ? t("query.noSuggestions")
      : html`<ul class="chips">${suggestions.map((suggestion) => html`<li>${suggestion}</li>`)}</ul>`
  }</dd></dl>
</section>`
}
