import { categories, levels } from "@svc/contract"
import { filterId } from "./sections/findings"
import { SITE_SORTS, sortId } from "./sections/site-pages"

// The PDF's palette; every text colour keeps a contrast of 4.5:1 or more on white and on the panel grey.
const base = `
:root{--text:#1f2933;--muted:#566170;--rule:#d9dee4;--panel:#f3f5f8;--track:#e4e8ed;--link:#1d4ed8;--accent:#0f3d68;
--good:#15803d;--average:#a84d07;--poor:#b91c1c;--info:#2563eb;--neutral:#8a94a3;color-scheme:light}
*{box-sizing:border-box}
body{margin:0;background:#fff;color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif}
main{max-width:60rem;margin:0 auto;padding:1.5rem 1rem 3rem}
h1{font-size:1.7rem;line-height:1.25;margin:.2rem 0 .4rem;overflow-wrap:anywhere}
h2{font-size:1.25rem;color:var(--accent);border-bottom:2px solid var(--rule);padding-bottom:.25rem;margin:2rem 0 .8rem}
h3{font-size:1.05rem;margin:1.2rem 0 .5rem}
h4{font-size:1rem;margin:0 0 .2rem;overflow-wrap:anywhere}
a{color:var(--link)}
.address{overflow-wrap:anywhere}
.kicker{text-transform:uppercase;letter-spacing:.08em;font-size:.8rem;font-weight:700;color:var(--accent);margin:0}
.muted{color:var(--muted);font-size:.9rem}
.title p{margin:.2rem 0}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.panel{background:var(--panel);border-radius:.6rem;padding:.2rem 1rem 1rem}
.scores-top{display:flex;flex-wrap:wrap;gap:1.5rem;align-items:center}
.main-score{width:11rem;text-align:center}
.main-score .gauge{width:9rem;height:9rem}
.big{font-size:2.2rem;font-weight:700;display:block}
.gauge-label{margin:.2rem 0 0}
.gauge-label .name{font-weight:600}
.parts{flex:1 1 18rem}
.parts h3{margin-top:0;font-size:.95rem;color:var(--muted)}
table{border-collapse:collapse}
.bars{width:100%}
.bars th{text-align:left;font-weight:400;padding:.15rem .6rem .15rem 0;white-space:nowrap}
.bar-cell{width:100%}
.number{text-align:right;padding-left:.6rem;white-space:nowrap;font-weight:700}
.bar{display:block;width:100%;height:.5rem;min-width:4rem}
.small-gauges{display:flex;flex-wrap:wrap;gap:1rem 2.5rem;list-style:none;padding:0;margin:1rem 0 .5rem;border-top:1px solid var(--rule);padding-top:1rem}
.small-gauges li{display:flex;align-items:center;gap:.6rem}
.small-gauges .gauge{width:3.2rem;height:3.2rem}
.small-gauges .value{font-size:1.3rem;font-weight:700}
.gauge .track{fill:none;stroke:var(--track);stroke-width:12}
.gauge .arc{fill:none;stroke-width:12;stroke-linecap:round}
.bar .track,.stacked .track{fill:var(--track)}
.good .arc{stroke:var(--good)}.average .arc{stroke:var(--average)}.poor .arc{stroke:var(--poor)}
.good .fill{fill:var(--good)}.average .fill{fill:var(--average)}.poor .fill{fill:var(--poor)}
.value.good{color:var(--good)}.value.average{color:var(--average)}.value.poor{color:var(--poor)}
.value.unmeasured{color:var(--muted);font-weight:400;font-size:.9rem}
.stacked{display:block;width:100%;height:.6rem;border-radius:.3rem}
.bucket-failed{fill:var(--poor);background:var(--poor)}.bucket-review{fill:var(--average);background:var(--average)}
.bucket-extras{fill:var(--info);background:var(--info)}.bucket-passed{fill:var(--good);background:var(--good)}
.bucket-notApplicable{fill:var(--track);background:var(--track)}.bucket-unavailable{fill:var(--neutral);background:var(--neutral)}
.legend{display:flex;flex-wrap:wrap;gap:.3rem 1.5rem;list-style:none;padding:0;margin:.6rem 0}
.swatch{display:inline-block;width:.7rem;height:.7rem;border-radius:.15rem;margin-right:.35rem}
.lighthouse th,.lighthouse td{padding:.35rem 1.2rem .35rem 0;text-align:left;border-bottom:1px solid var(--rule)}
.lighthouse thead th{color:var(--muted);font-size:.9rem}
.mini{display:inline-flex;align-items:center;gap:.4rem;font-weight:700}
.mini .gauge{width:1.8rem;height:1.8rem}
.facts{display:grid;grid-template-columns:minmax(8rem,14rem) 1fr;gap:.35rem 1rem;margin:0}
.facts dt{font-weight:600;color:var(--muted)}
.facts dd{margin:0;overflow-wrap:anywhere;white-space:pre-line}
.with-bar{display:flex;align-items:center;gap:.6rem;font-weight:700}
.with-bar .bar{max-width:14rem}
.chips{display:flex;flex-wrap:wrap;gap:.35rem;list-style:none;margin:0;padding:0}
.chips li{background:var(--panel);border-radius:1rem;padding:.05rem .65rem;overflow-wrap:anywhere}
.figures{display:flex;flex-wrap:wrap;gap:1rem 2.5rem;margin:0}
.figures dt{font-weight:600;color:var(--muted);font-size:.9rem}
.figures dd{margin:0;font-size:1.4rem;font-weight:700}
.filters{background:var(--panel);border:0;border-radius:.6rem;padding:.6rem 1rem;margin:.6rem 0 1rem}
.filters>legend{float:left;width:100%;font-weight:700;padding:0;margin-bottom:.3rem}
.filters fieldset,.filters>ul{border:0;margin:0;padding:.2rem 0;clear:both}
.filters fieldset legend{font-weight:600;padding:0;color:var(--muted);font-size:.9rem}
.filters ul{display:flex;flex-wrap:wrap;gap:.2rem 1.2rem;list-style:none;margin:.2rem 0;padding:0}
.filters input{width:1.1rem;height:1.1rem;vertical-align:-.15rem;margin:0}
.issue{border-left:4px solid var(--info);padding:.1rem 0 .1rem .8rem;margin:0 0 1.1rem}
.issue.level-high{border-color:var(--poor)}.issue.level-medium{border-color:var(--average)}
.badge{display:inline-block;font-size:.7rem;font-weight:700;letter-spacing:.05em;color:#fff;background:var(--info);border-radius:.25rem;padding:.05rem .4rem;vertical-align:.15rem}
.level-high .badge{background:var(--poor)}.level-medium .badge{background:var(--average)}
.meta{margin:0 0 .3rem;color:var(--muted);font-size:.85rem}
.meta code{font-size:.85rem;overflow-wrap:anywhere}
.fix code{font-size:.9em;background:var(--panel);border:1px solid var(--rule);border-radius:3px;padding:0 .25em;overflow-wrap:anywhere}
.footnote{font-size:.85rem}
.issue dl{display:grid;grid-template-columns:6.5rem 1fr;gap:.2rem .8rem;margin:0}
.issue dt{font-weight:600;color:var(--muted);font-size:.9rem}
.issue dd{margin:0;overflow-wrap:anywhere;white-space:pre-wrap}
.pages{list-style:none;margin:0;padding:0;white-space:normal}
.items{list-style:none;margin:0;padding:0;white-space:normal}
.items li{margin:0 0 .15rem}
.items .place{font-family:ui-monospace,"DejaVu Sans Mono",monospace;font-size:.85rem;color:var(--muted)}
.issue details{white-space:normal}
.issue summary{cursor:pointer;color:var(--link)}
.issue details p{margin:.2rem 0}
.failed{border-left:4px solid var(--poor);padding-left:1rem}
.site-pages{width:100%;table-layout:fixed;margin:.4rem 0 1rem}
.site-pages caption{text-align:left;color:var(--muted);font-size:.9rem;padding-bottom:.3rem}
.site-pages th,.site-pages td{padding:.35rem .5rem .35rem 0;text-align:left;vertical-align:top;border-bottom:1px solid var(--rule);overflow-wrap:anywhere}
.site-pages thead th{color:var(--muted);font-size:.9rem;hyphens:auto}
.site-pages .num{width:5rem;text-align:right}
.site-pages td.num{font-weight:700}
.sorted:not([data-sort="${SITE_SORTS[0]}"]){display:none}
.low-links li{margin:0 0 .3rem}
.capped{font-weight:600}
.page-report{display:none}.page-report:target{display:block}
main:has(.page-report:target) .site-part{display:none}
.back{margin:0 0 1rem}
footer{margin-top:2.5rem;border-top:1px solid var(--rule);padding-top:.6rem}
@media (max-width:36rem){.site-pages{font-size:.85rem}.site-pages .num{width:3.4rem}.facts,.issue dl{grid-template-columns:1fr}.facts dd{margin-bottom:.4rem}
.lighthouse{font-size:.85rem;width:100%;table-layout:fixed}.lighthouse th{hyphens:auto;overflow-wrap:anywhere}.lighthouse th,.lighthouse td{padding-right:.5rem}.mini .gauge{display:none}.parts{min-width:0}.bars th{white-space:normal;hyphens:auto}}
@media print{.filters{display:none}.page-report{display:block;break-before:page}.issue{break-inside:avoid}}
`

/**
 * Hides the findings of an unticked category or level. Written for the whole vocabulary, so the
 * stylesheet — and the hash the Content-Security-Policy allows it by — is the same in every report.
 */
const filterRules = [
  ...categories.map(
    (category) =>
      `body:has(#${filterId("category", category)}:not(:checked)) .category[data-category="${category}"]{display:none}`,
  ),
  ...levels.map(
    (level) =>
      `body:has(#${filterId("level", level)}:not(:checked)) .issue[data-level="${level}"]{display:none}`,
  ),
  // Shows the pages table of the order whose radio button is checked.
  ...SITE_SORTS.flatMap((sort) => [
    `body:has(#${sortId(sort)}:checked) .sorted{display:none}`,
    `body:has(#${sortId(sort)}:checked) .sorted[data-sort="${sort}"]{display:block}`,
  ]),
].join("\n")

export const stylesheet = `${base.trim()}\n${filterRules}\n`
