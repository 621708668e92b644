import { type Result, scoreParts } from "@svc/contract"
import { bar, gauge, scoreValue } from "../graphics"
import { html, type Markup } from "../markup"
import type { ReportContext } from "../report-context"

/** The main score as a gauge with its five parts as bars, the SEO, GEO and HTML gauges, the scale and what was not measured. */
export const scoresSection = ({ t, id }: ReportContext, result: Result): Markup => {
  const { score } = result
  const notMeasured = t("notMeasured")
  const unmeasured =
    result.unmeasured.length === 0
      ? ""
      : t("scores.unmeasured", { what: result.unmeasured.map((what) => t(`unmeasured.${what}`)).join(", ") })
  const htmlScores = [
    ["seo", "score.seo", score.seo],
    ["geo", "score.geo", score.geo],
    ["html", "score.html", score.html],
  ] as const
  return html`<section class="panel scores" aria-labelledby="${id("scores-heading")}">
<h2 id="${id("scores-heading")}">${t("section.scores")}</h2>
<div class="scores-top">
<div class="main-score">${gauge(score.svc)}<p class="gauge-label"><span class="big">${scoreValue(score.svc, notMeasured, "svc")}</span> <span class="name">${t("score.svc")}</span></p></div>
<div class="parts"><h3>${t("scores.parts")}</h3>
<table class="bars"><tbody>${scoreParts.map(
    (part) =>
      html`<tr><th scope="row">${t(`part.${part}`)}</th><td class="bar-cell">${bar(score.parts[part])}</td><td class="number">${scoreValue(score.parts[part], notMeasured, `part-${part}`)}</td></tr>`,
  )}</tbody></table></div>
</div>
<h3 class="visually-hidden">${t("scores.html")}</h3>
<ul class="small-gauges">${htmlScores.map(
    ([name, key, value]) =>
      html`<li>${gauge(value)}<p class="gauge-label">${scoreValue(value, notMeasured, name)} <span class="name">${t(key)}</span></p></li>`,
  )}</ul>
<p class="muted">${[t("scores.scale"), unmeasured].filter((sentence) => sentence !== "").join(" ")}</p>
</section>`
}
