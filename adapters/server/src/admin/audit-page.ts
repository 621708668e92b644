import * as HttpRouter from "@effect/platform/HttpRouter"
import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import type { PageEntry, Result, StatusRecord } from "@svc/contract"
import {
  HTML_REPORT_CSP,
  html,
  type Markup,
  renderFailedHtmlReport,
  renderHtmlReport,
} from "@svc/html-report"
import { Effect, Option } from "effect"
import { ServerSettings } from "../config/server-config"
import { ADMIN_PATH, securityHeaders } from "./admin-security"
import { page, type SignedIn, timeText } from "./layout"
import type { Panel, PanelRouter } from "./panel"
import { htmlAnswer, messagePage } from "./visit"

export interface AuditPageView {
  readonly signedIn: SignedIn
  readonly record: StatusRecord
  readonly keyLabel: string
}

const scoreText = (score: number | null): string => (score === null ? "not measured" : String(score))

const resultHtml = (result: Result, index: number): Markup => html`<dl class="facts">
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
): Markup => html`<article class="card" aria-labelledby="page-${index}">
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
export const auditPage = (view: AuditPageView): Markup => {
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

const AUDIT_ID = /^[0-9a-f-]{36}$/

/** One audit of any key, as the panel reads it, and the page's HTML reports. */
export const auditRoutes = (router: PanelRouter, panel: Panel) =>
  Effect.gen(function* () {
    const { audits } = panel.store
    const { ruleDocsUrl } = yield* ServerSettings
    /** The audit with the id, with its key's label, or none. */
    const auditOf = (id: string) =>
      Effect.gen(function* () {
        const owner = AUDIT_ID.test(id) ? yield* audits.owner(id) : Option.none()
        if (Option.isNone(owner)) return Option.none()
        const view = yield* audits.get(owner.value.keyId, id)
        if (Option.isNone(view)) return Option.none()
        const record = yield* panel.audits.buildRecord(view.value)
        return Option.some({ keyLabel: owner.value.keyLabel, locale: view.value.locale, record })
      })

    yield* router.get(
      `${ADMIN_PATH}/audits/:id`,
      panel.signedIn((visit) =>
        Effect.gen(function* () {
          const id = (yield* HttpRouter.params).id ?? ""
          const found = yield* auditOf(id)
          if (Option.isNone(found))
            return yield* messagePage(
              visit,
              404,
              "No such audit",
              `No audit has the id "${id}".`,
              visit.signedIn,
            )
          const { record, keyLabel } = found.value
          return htmlAnswer(visit, 200, auditPage({ signedIn: visit.signedIn, record, keyLabel }))
        }),
      ),
    )
    yield* router.get(
      `${ADMIN_PATH}/audits/:id/pages/:index/report`,
      panel.signedIn((visit) =>
        Effect.gen(function* () {
          const params = yield* HttpRouter.params
          const id = params.id ?? ""
          const index = /^\d{1,4}$/.test(params.index ?? "") ? Number(params.index) : -1
          const found = yield* auditOf(id)
          const entry = Option.isSome(found) ? found.value.record.pages[index] : undefined
          if (
            Option.isNone(found) ||
            entry === undefined ||
            (entry.status !== "done" && entry.status !== "failed")
          )
            return yield* messagePage(
              visit,
              404,
              "No such report",
              `No finished page ${params.index ?? ""} in an audit with the id "${id}".`,
              visit.signedIn,
            )
          const { locale, record } = found.value
          const report =
            entry.status === "done"
              ? renderHtmlReport(entry.result, {
                  locale,
                  ruleDocsUrl,
                  ...(record.site ? { site: record.site } : {}),
                })
              : renderFailedHtmlReport(entry, { locale })
          return HttpServerResponse.text(report, {
            contentType: "text/html; charset=utf-8",
            headers: {
              ...securityHeaders(visit.secure),
              "content-security-policy": `${HTML_REPORT_CSP}; frame-ancestors 'none'`,
            },
          })
        }),
      ),
    )
  })
