import type { LighthouseFigures, Result } from "@svc/contract"
import { lighthouseScore } from "@svc/core"
import { gauge, scoreValue } from "../graphics"
import { html, type Markup } from "../markup"
import type { ReportContext } from "../report-context"

const categories = ["performance", "accessibility", "seo"] as const satisfies ReadonlyArray<
  keyof LighthouseFigures
>

/** Lighthouse's mobile and desktop figures on the report's 0–100 scale, or a plain "not measured". */
export const lighthouseSection = ({ t, id }: ReportContext, result: Result): Markup => {
  const { performance } = result
  const heading = html`<h2 id="${id("lighthouse-heading")}">${t("section.lighthouse")}</h2>`
  if (performance === undefined) {
    return html`<section aria-labelledby="${id("lighthouse-heading")}">${heading}<p>${t("lighthouse.none")}</p></section>`
  }
  const rows = [
    ["mobile", performance.mobile],
    ["desktop", performance.desktop],
  ] as const
  return html`<section aria-labelledby="${id("lighthouse-heading")}">${heading}
<table class="lighthouse"><thead><tr><td></td>${categories.map(
    (category) => html`<th scope="col">${t(`lighthouse.${category}`)}</th>`,
  )}</tr></thead><tbody>${rows.map(
    ([device, figures]) =>
      html`<tr><th scope="row">${t(`lighthouse.${device}`)}</th>${categories.map((category) => {
        const value = lighthouseScore(figures[category])
        return html`<td><span class="mini">${gauge(value)}${scoreValue(value, t("notMeasured"), `lighthouse-${device}-${category}`)}</span></td>`
      })}</tr>`,
  )}</tbody></table>
</section>`
}
