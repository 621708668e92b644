import * as UrlParams from "@effect/platform/UrlParams"
import { html, type Markup } from "@svc/html-report"
import type { CrawlInQueue, FailedPage, PageRef, QueueOverview, UnfinishedPage } from "@svc/store"
import { Effect, Option } from "effect"
import { ADMIN_PATH } from "./admin-security"
import { durationText, type Notice, noticeHtml, page, type SignedIn, timeText } from "./layout"
import type { Panel, PanelRouter } from "./panel"
import { htmlAnswer, type SignedVisit } from "./visit"

export interface QueueView {
  readonly signedIn: SignedIn
  readonly queue: QueueOverview
  /** Epoch milliseconds: when the page was read. */
  readonly now: number
  readonly notice?: Notice | undefined
}

const auditLink = (ref: PageRef): Markup =>
  html`<a href="${ADMIN_PATH}/audits/${ref.auditId}">${ref.auditId.slice(0, 8)}</a> page ${ref.index}`

/** A button posting one page's action: the page named in its fields and in its accessible name. */
const actionForm = (csrf: string, action: "cancel" | "retry", ref: PageRef, what: string): Markup =>
  html`<form method="post" action="${ADMIN_PATH}/queue/${action}">
<input type="hidden" name="csrf" value="${csrf}"><input type="hidden" name="audit" value="${ref.auditId}"><input type="hidden" name="page" value="${ref.index}">
<button type="submit"${action === "cancel" ? html` class="danger"` : null}>${action === "cancel" ? "Cancel" : "Retry"}<span class="visually-hidden"> ${what}</span></button>
</form>`

const unfinishedRow = (view: QueueView, each: UnfinishedPage): Markup =>
  html`<tr><td>${each.status}</td><td>${durationText(view.now - (each.startedAt ?? each.queuedAt))}${each.status === "running" ? " running" : " queued"}</td><td>${each.keyLabel}</td><td class="url">${each.url}</td><td>${auditLink(each)}</td><td>${each.leaseOwner ?? "—"}</td><td>${timeText(each.leaseExpiresAt)}</td><td>${each.attempts}</td><td>${each.status === "queued" ? actionForm(view.signedIn.csrf, "cancel", each, `page ${each.index} of audit ${each.auditId.slice(0, 8)}, ${each.url}`) : null}</td></tr>`

const failedRow = (view: QueueView, each: FailedPage): Markup =>
  html`<tr><td>${timeText(each.finishedAt)}</td><td>${each.keyLabel}</td><td class="url">${each.url}</td><td>${auditLink(each)}</td><td><code>${each.errorCode}</code> ${each.error}</td><td>${each.ofCrawl ? html`<span class="muted">A crawl's page: crawl again</span>` : actionForm(view.signedIn.csrf, "retry", each, `page ${each.index} of audit ${each.auditId.slice(0, 8)}, ${each.url}`)}</td></tr>`

const unfinishedTable = (view: QueueView): Markup =>
  view.queue.pages.length === 0
    ? html`<p>No page is queued or running.</p>`
    : html`<div class="scroll" tabindex="0" role="region" aria-labelledby="pages">
<table>
<thead><tr><th scope="col">Status</th><th scope="col">Age</th><th scope="col">Key</th><th scope="col">Address</th><th scope="col">Audit</th><th scope="col">Worker</th><th scope="col">Lease until</th><th scope="col">Try</th><th scope="col">Action</th></tr></thead>
<tbody>${view.queue.pages.map((each) => unfinishedRow(view, each))}</tbody>
</table>
</div>`

const crawlRow = (view: QueueView, each: CrawlInQueue): Markup =>
  html`<tr><td>${each.state}</td><td class="url">${each.startUrl}</td><td>${each.keyLabel}</td><td>${each.done}</td><td>${each.queued}</td><td>${each.failed}</td><td>${timeText(each.startedAt)} <span class="muted">(${durationText(view.now - each.startedAt)} ago)</span></td><td><a href="${ADMIN_PATH}/audits/${each.auditId}">${each.auditId.slice(0, 8)}</a></td></tr>`

const crawlTable = (view: QueueView): Markup =>
  view.queue.crawls.length === 0
    ? html`<p>No crawl was started through the API.</p>`
    : html`<div class="scroll" tabindex="0" role="region" aria-labelledby="crawls">
<table>
<thead><tr><th scope="col">State</th><th scope="col">Start URL</th><th scope="col">Key</th><th scope="col">Pages done</th><th scope="col">Queued</th><th scope="col">Failed</th><th scope="col">Started</th><th scope="col">Audit</th></tr></thead>
<tbody>${view.queue.crawls.map((each) => crawlRow(view, each))}</tbody>
</table>
</div>`

const failedTable = (view: QueueView): Markup =>
  view.queue.failed.length === 0
    ? html`<p>No page failed.</p>`
    : html`<div class="scroll" tabindex="0" role="region" aria-labelledby="failed">
<table>
<thead><tr><th scope="col">Finished</th><th scope="col">Key</th><th scope="col">Address</th><th scope="col">Audit</th><th scope="col">Why</th><th scope="col">Action</th></tr></thead>
<tbody>${view.queue.failed.map((each) => failedRow(view, each))}</tbody>
</table>
</div>`

/** The queue: pages queued and running with their age (a queued one can be cancelled), the crawls, the latest failed pages (each can be retried), the workers alive. */
export const queuePage = (view: QueueView): Markup => {
  const { figures } = view.queue
  const age = (seconds: number | null) =>
    seconds === null
      ? "none"
      : `${durationText(seconds * 1000)} old (since ${timeText(view.now - seconds * 1000)})`
  return page(
    { title: "Queue", section: "queue", signedIn: view.signedIn },
    html`${noticeHtml(view.notice)}
<section class="card" aria-labelledby="now">
<h2 id="now">Now</h2>
<dl class="facts">
<dt>Read at</dt><dd>${timeText(view.now)}</dd>
<dt>Pages queued</dt><dd>${figures.queued}</dd>
<dt>Oldest queued page</dt><dd>${age(figures.oldestQueuedSeconds)}</dd>
<dt>Pages running</dt><dd>${figures.running}</dd>
<dt>Oldest lease</dt><dd>${age(figures.oldestLeaseSeconds)}</dd>
<dt>Workers alive</dt><dd>${figures.workersAlive} <span class="muted">(in the processes that said they were alive in the last 30 seconds, as /healthz counts them)</span></dd>
</dl>
</section>
<section>
<h2 id="pages">Pages queued and running</h2>
<p class="muted">A queued page cancelled fails with <code>cancelled</code> and never runs; the audit log names who cancelled it.</p>
${unfinishedTable(view)}
</section>
<section>
<h2 id="crawls">Crawls</h2>
<p class="muted">Crawls started through the API (the start call's <code>crawl</code>): those running or being judged first, then the latest ended ones. Every process with workers works on each; its pages join its audit as they finish.</p>
${crawlTable(view)}
</section>
<section>
<h2 id="failed">Failed pages</h2>
<p class="muted">The latest ${view.queue.failed.length === 0 ? "" : view.queue.failed.length} failed pages of the newest audits. A page retried goes back to the end of the queue; its audit is complete again once it finishes. A crawl's page is not retried alone: it was judged with its site.</p>
${failedTable(view)}
</section>`,
  )
}

/** The page a queue form names, or undefined when its fields are not an audit id and an index. */
const pageRefOf = (form: UrlParams.UrlParams): PageRef | undefined => {
  const auditId = Option.getOrElse(UrlParams.getFirst(form, "audit"), () => "")
  const index = Option.getOrElse(UrlParams.getFirst(form, "page"), () => "")
  return /^[0-9a-f-]{36}$/.test(auditId) && /^\d{1,4}$/.test(index)
    ? { auditId, index: Number(index) }
    : undefined
}

/** The queue page, and cancelling a queued page or retrying a failed one: the same operations as `svc-server queue`. */
export const queueRoutes = (router: PanelRouter, panel: Panel) =>
  Effect.gen(function* () {
    const { queue } = panel.store
    const queueAnswer = (visit: SignedVisit, status: number, notice?: Notice) =>
      Effect.map(queue.overview, (overview) =>
        htmlAnswer(
          visit,
          status,
          queuePage({ signedIn: visit.signedIn, queue: overview, now: Date.now(), notice }),
        ),
      )
    const refused = (visit: SignedVisit) => (error: { readonly message: string }) =>
      queueAnswer(visit, 409, { kind: "error", message: error.message })
    const act = (action: "cancel" | "retry") =>
      panel.signedForm((visit, form) => {
        const ref = pageRefOf(form)
        if (ref === undefined)
          return queueAnswer(visit, 400, {
            kind: "error",
            message: "The form did not name a page of an audit.",
          })
        const operation = action === "cancel" ? queue.cancelPage : queue.retryPage
        return operation(ref, visit.signedIn.label).pipe(
          Effect.tap((done) =>
            panel.logChange(
              visit,
              `page ${action === "cancel" ? "cancelled" : "retried"}`,
              `${done.auditId}/${done.index}`,
            ),
          ),
          Effect.flatMap((done) =>
            queueAnswer(visit, 200, {
              kind: "done",
              message:
                action === "cancel"
                  ? `Cancelled page ${done.index} of audit ${done.auditId.slice(0, 8)} (${done.url}).`
                  : `Queued page ${done.index} of audit ${done.auditId.slice(0, 8)} (${done.url}) again.`,
            }),
          ),
          Effect.catchTags({
            PageNotFound: refused(visit),
            PageInWrongState: refused(visit),
            PageOfCrawl: refused(visit),
          }),
        )
      })

    yield* router.get(
      `${ADMIN_PATH}/queue`,
      panel.signedIn((visit) => queueAnswer(visit, 200)),
    )
    yield* router.post(`${ADMIN_PATH}/queue/cancel`, act("cancel"))
    yield* router.post(`${ADMIN_PATH}/queue/retry`, act("retry"))
  })
