import * as HttpRouter from "@effect/platform/HttpRouter"
import type * as UrlParams from "@effect/platform/UrlParams"
import { html, type Markup } from "@svc/html-report"
import { type ApiKeyRecord, type KeyUsage, MAX_PAGES_PER_SITE, NO_USAGE } from "@svc/store"
import { Effect, Redacted } from "effect"
import { ADMIN_PATH } from "./admin-security"
import { integerField, textField } from "./form"
import { type Notice, noticeHtml, page, type SignedIn, timeText } from "./layout"
import type { Panel, PanelRouter } from "./panel"
import { htmlAnswer, type SignedVisit } from "./visit"

export interface KeysView {
  readonly signedIn: SignedIn
  readonly keys: ReadonlyArray<ApiKeyRecord>
  readonly usage: ReadonlyMap<string, KeyUsage>
  readonly notice?: Notice | undefined
  /** A key just created: shown on this answer only. */
  readonly created?: { readonly key: string; readonly record: ApiKeyRecord } | undefined
}

const count = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? "" : "s"}`

const limitFields = (prefix: string, key: ApiKeyRecord | undefined) => html`
<div><label for="${prefix}-pages">Pages per site a day</label><input id="${prefix}-pages" name="pagesPerSite" type="number" min="1" max="${MAX_PAGES_PER_SITE}" required value="${key?.limits.pagesPerSite ?? 1}"></div>
<div><label for="${prefix}-hour">Quota units an hour</label><input id="${prefix}-hour" name="auditsPerHour" type="number" min="1" required value="${key?.limits.auditsPerHour ?? 60}"></div>
<div><label for="${prefix}-cost">Units a full page audit costs</label><input id="${prefix}-cost" name="fullAuditCost" type="number" min="1" required value="${key?.limits.fullAuditCost ?? 5}"></div>`

const keyCard = (key: ApiKeyRecord, usage: KeyUsage, csrf: string): Markup => {
  const prefix = `key-${key.id}`
  const facts = html`<dl class="facts">
<dt>Fingerprint</dt><dd><code>${key.fingerprintPrefix}…</code></dd>
<dt>Limits</dt><dd>${count(key.limits.pagesPerSite, "page")} per site a day, ${count(key.limits.auditsPerHour, "unit")} an hour, ${count(key.limits.fullAuditCost, "unit")} a page</dd>
<dt>This hour</dt><dd>${usage.unitsThisHour} of ${count(key.limits.auditsPerHour, "unit")}, ${count(usage.pagesThisHour, "page")}</dd>
<dt>Today (UTC)</dt><dd>${count(usage.pagesToday, "page")}</dd>
<dt>Created</dt><dd>${timeText(key.createdAt)}</dd>
${key.revokedAt === null ? null : html`<dt>Revoked</dt><dd>${timeText(key.revokedAt)}</dd>`}
<dt>Id</dt><dd><code>${key.id}</code></dd>
</dl>`
  if (key.revokedAt !== null)
    return html`<article class="card" aria-labelledby="${prefix}-title"><h3 id="${prefix}-title">${key.label} <span class="muted">(revoked)</span></h3>${facts}</article>`
  return html`<article class="card" aria-labelledby="${prefix}-title">
<h3 id="${prefix}-title">${key.label}</h3>
${facts}
<form method="post" action="${ADMIN_PATH}/keys/${key.id}" class="fields" aria-label="Change ${key.label}">
<input type="hidden" name="csrf" value="${csrf}">
<div><label for="${prefix}-label">Label</label><input id="${prefix}-label" name="label" required maxlength="100" value="${key.label}"></div>
${limitFields(prefix, key)}
<div><button type="submit">Save ${key.label}</button></div>
</form>
<form method="post" action="${ADMIN_PATH}/keys/${key.id}/revoke" class="actions">
<input type="hidden" name="csrf" value="${csrf}">
<button type="submit" class="danger">Revoke ${key.label}</button>
</form>
</article>`
}

/** The keys page: every key with its limits and usage, a form to create one, and each one's changes. */
export const keysPage = (view: KeysView): Markup => {
  const active = view.keys.filter((key) => key.revokedAt === null)
  const revoked = view.keys.filter((key) => key.revokedAt !== null)
  const cards = (keys: ReadonlyArray<ApiKeyRecord>) =>
    keys.map((key) => keyCard(key, view.usage.get(key.id) ?? NO_USAGE, view.signedIn.csrf))
  return page(
    { title: "Keys", section: "keys", signedIn: view.signedIn },
    html`${noticeHtml(view.notice)}
${
  view.created === undefined
    ? null
    : html`<div class="notice" role="status"><p>Created the key <strong>${view.created.record.label}</strong>. It is shown once, now; give it to its holder:</p><code class="secret" id="created-key">${view.created.key}</code></div>`
}
<section class="card" aria-labelledby="create">
<h2 id="create">Create a key</h2>
<form method="post" action="${ADMIN_PATH}/keys" class="fields">
<input type="hidden" name="csrf" value="${view.signedIn.csrf}">
<div><label for="new-label">Label</label><input id="new-label" name="label" required maxlength="100"></div>
${limitFields("new", undefined)}
<div><button type="submit">Create key</button></div>
</form>
</section>
<section aria-labelledby="active">
<h2 id="active">Active keys (${active.length})</h2>
${active.length === 0 ? html`<p>No active key.</p>` : html`<div class="cards">${cards(active)}</div>`}
</section>
${
  revoked.length === 0
    ? null
    : html`<section aria-labelledby="revoked"><h2 id="revoked">Revoked keys (${revoked.length})</h2><div class="cards">${cards(revoked)}</div></section>`
}`,
  )
}

/** The key settings a form sends. */
const settingsOf = (form: UrlParams.UrlParams) => ({
  label: textField(form, "label"),
  pagesPerSite: integerField(form, "pagesPerSite"),
  auditsPerHour: integerField(form, "auditsPerHour"),
  fullAuditCost: integerField(form, "fullAuditCost"),
})

/** Keys: the same store operations as `svc-server keys`. */
export const keysRoutes = (router: PanelRouter, panel: Panel) =>
  Effect.gen(function* () {
    const { keys, usage } = panel.store
    const keysAnswer = (
      visit: SignedVisit,
      status: number,
      extra: { notice?: Notice; created?: { key: string; record: ApiKeyRecord } } = {},
    ) =>
      Effect.gen(function* () {
        const all = yield* keys.list({ includeRevoked: true })
        const used = yield* usage.keyUsage(Date.now())
        return htmlAnswer(
          visit,
          status,
          keysPage({ signedIn: visit.signedIn, keys: all, usage: used, ...extra }),
        )
      })
    const refusedChange = (visit: SignedVisit) => (error: { readonly message: string }) =>
      keysAnswer(visit, 400, { notice: { kind: "error", message: error.message } })

    yield* router.get(
      `${ADMIN_PATH}/keys`,
      panel.signedIn((visit) => keysAnswer(visit, 200)),
    )
    yield* router.post(
      `${ADMIN_PATH}/keys`,
      panel.signedForm((visit, form) =>
        keys.create(settingsOf(form)).pipe(
          Effect.tap((created) => panel.logChange(visit, "key created", created.record.label)),
          Effect.flatMap((created) =>
            keysAnswer(visit, 200, { created: { key: Redacted.value(created.key), record: created.record } }),
          ),
          Effect.catchTags({
            InvalidKeySettings: refusedChange(visit),
            LabelTaken: refusedChange(visit),
            KeyNotFound: refusedChange(visit),
          }),
        ),
      ),
    )
    yield* router.post(
      `${ADMIN_PATH}/keys/:id`,
      panel.signedForm((visit, form) =>
        Effect.flatMap(HttpRouter.params, (params) =>
          keys.set(params.id ?? "", settingsOf(form)).pipe(
            Effect.tap((record) => panel.logChange(visit, "key changed", record.label)),
            Effect.flatMap((record) =>
              keysAnswer(visit, 200, { notice: { kind: "done", message: `Saved ${record.label}.` } }),
            ),
            Effect.catchTags({
              InvalidKeySettings: refusedChange(visit),
              LabelTaken: refusedChange(visit),
              KeyNotFound: refusedChange(visit),
              AmbiguousKey: refusedChange(visit),
            }),
          ),
        ),
      ),
    )
    yield* router.post(
      `${ADMIN_PATH}/keys/:id/revoke`,
      panel.signedForm((visit) =>
        Effect.flatMap(HttpRouter.params, (params) =>
          keys.revoke(params.id ?? "").pipe(
            Effect.tap((record) => panel.logChange(visit, "key revoked", record.label)),
            Effect.flatMap((record) =>
              keysAnswer(visit, 200, {
                notice: {
                  kind: "done",
                  message: `Revoked ${record.label}: the API refuses it within 5 seconds.`,
                },
              }),
            ),
            Effect.catchTags({ KeyNotFound: refusedChange(visit), AmbiguousKey: refusedChange(visit) }),
          ),
        ),
      ),
    )
  })
