import { html, type Markup } from "@svc/html-report"
import type { QueueOverview } from "@svc/store"
import { Effect } from "effect"
import { ADMIN_PATH } from "./admin-security"
import { durationText, page, type SignedIn, timeText } from "./layout"
import type { Panel, PanelRouter } from "./panel"
import { htmlAnswer } from "./visit"

export interface QueueView {
  readonly signedIn: SignedIn
  readonly queue: QueueOverview
  /** Epoch milliseconds: when the page was read. */
  readonly now: number
}

/** The queue: pages queued and running with their age, the oldest lease, the workers alive. */
export const queuePage = (view: QueueView): Markup => {
  const { figures } = view.queue
  const age = (seconds: number | null) =>
    seconds === null
      ? "none"
      : `${durationText(seconds * 1000)} old (since ${timeText(view.now - seconds * 1000)})`
  return page(
    { title: "Queue", section: "queue", signedIn: view.signedIn },
    html`<section class="card" aria-labelledby="now">
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
${
  view.queue.pages.length === 0
    ? html`<p>No page is queued or running.</p>`
    : html`<div class="scroll" tabindex="0" role="region" aria-labelledby="pages">
<table>
<thead><tr><th scope="col">Status</th><th scope="col">Age</th><th scope="col">Key</th><th scope="col">Address</th><th scope="col">Audit</th><th scope="col">Worker</th><th scope="col">Lease until</th><th scope="col">Try</th></tr></thead>
<tbody>${view.queue.pages.map(
        (each) =>
          html`<tr><td>${each.status}</td><td>${durationText(view.now - (each.startedAt ?? each.queuedAt))}${each.status === "running" ? " running" : " queued"}</td><td>${each.keyLabel}</td><td class="url">${each.url}</td><td><a href="${ADMIN_PATH}/audits/${each.auditId}">${each.auditId.slice(0, 8)}</a> page ${each.index}</td><td>${each.leaseOwner ?? "—"}</td><td>${timeText(each.leaseExpiresAt)}</td><td>${each.attempts}</td></tr>`,
      )}</tbody>
</table>
</div>`
}
</section>`,
  )
}

/** The queue page. */
export const queueRoutes = (router: PanelRouter, panel: Panel) =>
  router.get(
    `${ADMIN_PATH}/queue`,
    panel.signedIn((visit) =>
      Effect.map(panel.store.queue.overview, (queue) =>
        htmlAnswer(visit, 200, queuePage({ signedIn: visit.signedIn, queue, now: Date.now() })),
      ),
    ),
  )
