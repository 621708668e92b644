import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import { csvDocument } from "@svc/core"
import { html, type Markup } from "@svc/html-report"
import type { AuditLogEntry, AuditLogFilter } from "@svc/store"
import { Effect } from "effect"
import { ADMIN_PATH, securityHeaders } from "./admin-security"
import { durationText, page, type SignedIn, timeText } from "./layout"
import type { Panel, PanelRouter } from "./panel"
import { htmlAnswer, searchOf, type Visit } from "./visit"

/** The audit log filter as the form sends it: every field text, empty when not set. */
export interface AuditLogQuery {
  readonly key: string
  readonly status: string
  /** `YYYY-MM-DD`, UTC, inclusive. */
  readonly from: string
  /** `YYYY-MM-DD`, UTC, inclusive. */
  readonly to: string
}

export interface AuditLogView {
  readonly signedIn: SignedIn
  readonly query: AuditLogQuery
  readonly keyLabels: ReadonlyArray<string>
  readonly rows: ReadonlyArray<AuditLogEntry>
  /** Rows shown at most; more are in the CSV download. */
  readonly shown: number
  readonly problem?: string | undefined
}

const selected = (on: boolean) => (on ? html` selected` : null)

/** A row's status, and who cancelled or retried the page when an operator did. */
const statusText = (row: AuditLogEntry): string =>
  row.action === null ? row.status : `${row.status}: ${row.action} by ${row.operator ?? "an operator"}`

/** The labels the log names, and the one asked for even when no row names it yet (a key's link lands here). */
const keyOptions = (view: AuditLogView): ReadonlyArray<string> =>
  view.query.key === "" || view.keyLabels.includes(view.query.key)
    ? view.keyLabels
    : [view.query.key, ...view.keyLabels]

/** The query string of the CSV download of the same filter. */
const csvHref = (query: AuditLogQuery): string =>
  `${ADMIN_PATH}/audit-log.csv?${new URLSearchParams({ ...query }).toString()}`

/** The 90-day audit log, filtered by key, status and dates, with a CSV download of the same rows. */
export const auditLogPage = (view: AuditLogView): Markup =>
  page(
    { title: "Audit log", section: "audit-log", signedIn: view.signedIn },
    html`${view.problem === undefined ? null : html`<div class="notice error" role="alert">${view.problem}</div>`}
<section class="card" aria-labelledby="filter">
<h2 id="filter">Filter</h2>
<form method="get" action="${ADMIN_PATH}/audit-log" class="fields">
<div><label for="log-key">Key</label><select id="log-key" name="key"><option value="">Every key</option>${keyOptions(
      view,
    ).map(
      (label) => html`<option value="${label}"${selected(label === view.query.key)}>${label}</option>`,
    )}</select></div>
<div><label for="log-status">Status</label><select id="log-status" name="status"><option value="">Any</option><option value="done"${selected(view.query.status === "done")}>done</option><option value="failed"${selected(view.query.status === "failed")}>failed</option></select></div>
<div><label for="log-from">From (UTC day)</label><input id="log-from" name="from" type="date" value="${view.query.from}"></div>
<div><label for="log-to">To (UTC day)</label><input id="log-to" name="to" type="date" value="${view.query.to}"></div>
<div><button type="submit">Show</button></div>
</form>
<p class="actions"><a href="${csvHref(view.query)}" download>Download these rows as CSV</a></p>
</section>
<section>
<h2 id="rows">Pages audited (${view.rows.length}${view.rows.length >= view.shown ? `, the newest ${view.shown}` : ""})</h2>
${
  view.rows.length === 0
    ? html`<p>No audit log row matches.</p>`
    : html`<div class="scroll" tabindex="0" role="region" aria-labelledby="rows">
<table>
<thead><tr><th scope="col">Time</th><th scope="col">Key</th><th scope="col">Address</th><th scope="col">Audit</th><th scope="col">Status</th><th scope="col">Duration</th></tr></thead>
<tbody>${view.rows.map(
        (row) =>
          html`<tr><td>${timeText(row.at)}</td><td>${row.keyLabel}</td><td class="url">${row.url}</td><td><a href="${ADMIN_PATH}/audits/${row.auditId}">${row.auditId.slice(0, 8)}</a> page ${row.pageIndex}</td><td>${statusText(row)}</td><td>${durationText(row.durationMs)}</td></tr>`,
      )}</tbody>
</table>
</div>`
}
</section>`,
  )

/** The rows as CSV (RFC 4180, CRLF) after the `sep=,` line, a header first. */
export const auditLogCsv = (rows: ReadonlyArray<AuditLogEntry>): string =>
  csvDocument(
    ["time", "key_label", "url", "audit_id", "page", "status", "duration_ms", "operator", "action"],
    rows.map((row) => [
      new Date(row.at).toISOString(),
      row.keyLabel,
      row.url,
      row.auditId,
      row.pageIndex,
      row.status,
      row.durationMs,
      row.operator ?? "",
      row.action ?? "",
    ]),
  )

const DAY = /^\d{4}-\d{2}-\d{2}$/
const DAY_MS = 86_400_000
/** Audit log rows shown on the page; the CSV carries every row of the filter, up to the 90 days' rows. */
const LOG_ROWS_SHOWN = 500
const LOG_ROWS_CSV = 200_000

const dayStart = (day: string): number | undefined =>
  DAY.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00.000Z`))
    ? Date.parse(`${day}T00:00:00.000Z`)
    : undefined

/** The filter a visit's query string asks for, and what of it was left out as unreadable. */
const logQueryOf = (visit: Visit): { query: AuditLogQuery; filter: AuditLogFilter; problem?: string } => {
  const search = searchOf(visit)
  const query: AuditLogQuery = {
    key: search.get("key") ?? "",
    status: search.get("status") ?? "",
    from: search.get("from") ?? "",
    to: search.get("to") ?? "",
  }
  const from = dayStart(query.from)
  const to = dayStart(query.to)
  const status = query.status === "done" || query.status === "failed" ? query.status : undefined
  const problems = [
    ...(query.from !== "" && from === undefined ? [`"${query.from}" is not a day (YYYY-MM-DD).`] : []),
    ...(query.to !== "" && to === undefined ? [`"${query.to}" is not a day (YYYY-MM-DD).`] : []),
    ...(query.status !== "" && status === undefined ? ["The status is done or failed."] : []),
  ]
  return {
    query,
    filter: {
      keyLabel: query.key === "" ? undefined : query.key,
      status,
      from,
      until: to === undefined ? undefined : to + DAY_MS,
    },
    ...(problems.length === 0 ? {} : { problem: `${problems.join(" ")} That filter is left out.` }),
  }
}

/** The audit log page and its CSV download. */
export const auditLogRoutes = (router: PanelRouter, panel: Panel) =>
  Effect.gen(function* () {
    const { auditLog } = panel.store
    yield* router.get(
      `${ADMIN_PATH}/audit-log`,
      panel.signedIn((visit) =>
        Effect.gen(function* () {
          const { query, filter, problem } = logQueryOf(visit)
          const rows = yield* auditLog.search(filter, LOG_ROWS_SHOWN)
          const keyLabels = yield* auditLog.keyLabels
          const view = { signedIn: visit.signedIn, query, keyLabels, rows, shown: LOG_ROWS_SHOWN, problem }
          return htmlAnswer(visit, 200, auditLogPage(view))
        }),
      ),
    )
    yield* router.get(
      `${ADMIN_PATH}/audit-log.csv`,
      panel.signedIn((visit) =>
        Effect.map(auditLog.search(logQueryOf(visit).filter, LOG_ROWS_CSV), (rows) =>
          HttpServerResponse.text(auditLogCsv(rows), {
            contentType: "text/csv; charset=utf-8",
            headers: {
              ...securityHeaders(visit.secure),
              "content-disposition": 'attachment; filename="svc-audit-log.csv"',
            },
          }),
        ),
      ),
    )
  })
