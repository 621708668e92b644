import type { Result } from "@svc/contract"
import { checksFootnote } from "@svc/core"
import { html, type Markup } from "../markup"
import type { ReportContext } from "../report-context"

const buckets = ["failed", "review", "extras", "passed", "notApplicable", "unavailable"] as const

/** The six summary buckets as one stacked bar with a legend, and how checks became counted problems as a footnote. */
export const checksSection = ({ t, locale, id }: ReportContext, result: Result): Markup => {
  const { summary } = result
  let x = 0
  const segments = buckets.map((bucket) => {
    const width = summary.total > 0 ? (summary[bucket] / summary.total) * 100 : 0
    const segment = html`<rect class="bucket-${bucket}" x="${x.toFixed(3)}" width="${width.toFixed(3)}" height="8"/>`
    x += width
    return segment
  })
  return html`<section aria-labelledby="${id("checks-heading")}">
<h2 id="${id("checks-heading")}">${t("section.checks")}</h2>
<svg class="stacked" viewBox="0 0 100 8" preserveAspectRatio="none" aria-hidden="true" focusable="false"><rect class="track" width="100" height="8"/>${segments}</svg>
<ul class="legend">${buckets.map(
    (bucket) =>
      html`<li><span class="swatch bucket-${bucket}" aria-hidden="true"></span><strong data-summary="${bucket}">${summary[bucket]}</strong> ${t(`summary.${bucket}`)}</li>`,
  )}</ul>
<p class="muted footnote">${checksFootnote(locale, summary)}</p>
</section>`
}
