import type { PageEntry, Result, StatusRecord } from "@svc/contract"
import { type Html, html } from "./html"
import { page, type SignedIn, timeText } from "./layout"

export interface AuditPageView {
  readonly signedIn: SignedIn
  readonly record: StatusRecord
  readonly keyLabel: string
}

const scoreText = (score: number | null): string => (score === null ? "not measured" : String(score))

const resultHtml = (result: Result, index: number): Html => html`<dl class="facts">
<dt>Address after redirects</dt><dd>${result.url}</dd>
<dt>Scanned</dt><dd>${timeText(Date.parse(result.scannedAt))}</dd>
<dt>Score</dt><dd><strong>${scoreText(result.score.svc)}</strong></dd>
<dt>Parts</dt><dd>content ${scoreText(result.score.parts.content)}, google ${scoreText(result.score.parts.google)}, AI ${scoreText(result.score.parts.ai)}, technical ${scoreText(result.score.parts.technical)}, experience ${scoreText(result.score.parts.experience)}</dd>
<dt>HTML scores</dt><dd>SEO ${scoreText(result.score.seo)}, GEO ${scoreText(result.score.geo)}, HTML ${scoreText(result.score.html)}</dd>
<dt>Checks</dt><dd>${result.summary.failed} failed, ${result.summary.review} to review, ${result.summary.passed} passed of ${result.summary.total}</dd>
<dt>Phrase</dt><dd>${result.query.primary === "" ? "none" : result.query.primary} (${result.query.source})</dd>
</dl>
<h4 id="findings-${index}">Findings (${result.findings.length}), worst first</h4>
${
  result.findings.length === 0
    ? html`<p>No failing check.</p>`
    : html`<ol class="findings" aria-labelledby="findings-${index}">${result.findings.map(
        (finding) =>
          html`<li><strong>${finding.label}</strong> <span class="muted">(${finding.status}, ${finding.level}, ${finding.category}, <code>${finding.id}</code>)</span><br>${finding.evidence}<br><em>Fix:</em> ${finding.fix}</li>`,
      )}</ol>`
}`

/** Where the panel serves a page's HTML report. */
export const reportPath = (auditId: string, index: number): string =>
  `/admin/audits/${auditId}/pages/${index}/report`

const pageHtml = (
  auditId: string,
  entry: PageEntry,
  index: number,
): Html => html`<article class="card" aria-labelledby="page-${index}">
<h3 id="page-${index}">Page ${index}: <span class="url">${entry.url}</span></h3>
<p>Status: <strong>${entry.status}</strong></p>
${entry.status === "done" ? resultHtml(entry.result, index) : null}
${entry.status === "failed" ? html`<p>${entry.error.code}: ${entry.error.error}</p>` : null}
${entry.status === "done" || entry.status === "failed" ? html`<p id="report-${index}"><a href="${reportPath(auditId, index)}">The report of page ${index}</a> (HTML, self-contained, in the audit's language)</p>` : null}
</article>`

/**
 * One audit as its status record tells it: state, queue place, site figures and each page's scores
 * and findings, with a link to each finished page's HTML report (served as a document of its own, under
 * the report's own Content-Security-Policy, since the panel's allows no inline style).
 */
export const auditPage = (view: AuditPageView): Html => {
  const { record } = view
  return page(
    { title: `Audit ${record.id.slice(0, 8)}`, signedIn: view.signedIn },
    html`<section class="card" aria-labelledby="record">
<h2 id="record">Status record</h2>
<dl class="facts">
<dt>Id</dt><dd><code>${record.id}</code></dd>
<dt>Key</dt><dd>${view.keyLabel}</dd>
<dt>Status</dt><dd>${record.status}</dd>
<dt>Created</dt><dd>${timeText(Date.parse(record.createdAt))}</dd>
<dt>Queue</dt><dd>position ${record.queue.position}, ${record.queue.pagesAhead} pages ahead, about ${record.queue.etaSeconds} s</dd>
${
  record.site === undefined
    ? null
    : html`<dt>Site</dt><dd>score ${scoreText(record.site.score)} (mean ${scoreText(record.site.meanScore)})${record.site.cappedBy === null ? "" : `, capped by ${record.site.cappedBy}`}; ${record.site.uniquePages} unique pages</dd>`
}
</dl>
</section>
<section aria-labelledby="pages">
<h2 id="pages">Pages</h2>
${record.pages.map((entry, index) => pageHtml(record.id, entry, index))}
</section>`,
  )
}
