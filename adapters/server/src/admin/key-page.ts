import * as HttpRouter from "@effect/platform/HttpRouter"
import type * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import * as UrlParams from "@effect/platform/UrlParams"
import { html, type Markup } from "@svc/html-report"
import { type ApiKeyRecord, type KeyUsage, NO_USAGE } from "@svc/store"
import { Effect, Option } from "effect"
import { ADMIN_PATH } from "./admin-security"
import { count, keyLogPath, keyPath, limitFields, settingsOf } from "./key-forms"
import { type Notice, noticeHtml, page, type SignedIn, timeText } from "./layout"
import type { Panel, PanelRouter } from "./panel"
import { htmlAnswer, messagePage, type SignedVisit } from "./visit"

export interface KeyView {
  readonly signedIn: SignedIn
  readonly key: ApiKeyRecord
  readonly usage: KeyUsage
  readonly notice?: Notice | undefined
}

const facts = (key: ApiKeyRecord, usage: KeyUsage): Markup => html`<dl class="facts">
<dt>Reference</dt><dd><code>${key.fingerprintPrefix}</code> <span class="muted">(the start of its fingerprint)</span></dd>
<dt>Status</dt><dd>${key.revokedAt === null ? "active" : html`revoked ${timeText(key.revokedAt)}`}</dd>
<dt>Limits</dt><dd>${count(key.limits.pagesPerSite, "page")} per site a day, ${count(key.limits.auditsPerHour, "unit")} an hour, ${count(key.limits.fullAuditCost, "unit")} a page</dd>
<dt>This hour</dt><dd>${usage.unitsThisHour} of ${count(key.limits.auditsPerHour, "unit")}, ${count(usage.pagesThisHour, "page")}</dd>
<dt>Today (UTC)</dt><dd>${count(usage.pagesToday, "page")}</dd>
<dt>Created</dt><dd>${timeText(key.createdAt)}</dd>
<dt>Id</dt><dd><code>${key.id}</code></dd>
</dl>
<p class="actions"><a href="${keyLogPath(key)}">The audit log of ${key.label}</a><a href="${ADMIN_PATH}/keys">All keys</a></p>`

const editForm = (
  key: ApiKeyRecord,
  csrf: string,
): Markup => html`<section class="card" aria-labelledby="change">
<h2 id="change">Change ${key.label}</h2>
<form method="post" action="${keyPath(key)}" class="fields">
<input type="hidden" name="csrf" value="${csrf}">
<div><label for="key-label">Label</label><input id="key-label" name="label" required maxlength="100" value="${key.label}"></div>
${limitFields("key", key)}
<div><button type="submit">Save ${key.label}</button></div>
</form>
</section>
<section class="card" aria-labelledby="revoke">
<h2 id="revoke">Revoke</h2>
<p>Revoking is permanent: the API refuses the key within 5 seconds, and it cannot be used again.</p>
<p><a href="${keyPath(key)}/revoke">Revoke ${key.label}…</a></p>
</section>`

/** A key's own page: what it is and used, its edit form, the way to its revocation and to its audit log. */
export const keyPage = (view: KeyView): Markup =>
  page(
    { title: `Key ${view.key.label}`, section: "keys", signedIn: view.signedIn },
    html`${noticeHtml(view.notice)}
<section class="card" aria-labelledby="about">
<h2 id="about">About this key</h2>
${facts(view.key, view.usage)}
</section>
${view.key.revokedAt === null ? editForm(view.key, view.signedIn.csrf) : null}`,
  )

/** The confirmation step of a revocation: it names the key, says it cannot be undone, and is the only form that revokes. */
export const revokePage = (signedIn: SignedIn, key: ApiKeyRecord): Markup =>
  page(
    { title: `Revoke ${key.label}?`, section: "keys", signedIn },
    html`<section class="card" aria-labelledby="confirm">
<h2 id="confirm">Revoke the key ${key.label} (reference <code>${key.fingerprintPrefix}</code>)?</h2>
<p><strong>This cannot be undone.</strong> The API refuses the key within 5 seconds; its holder needs a new key. Its audits stay in the audit log.</p>
<form method="post" action="${keyPath(key)}/revoke" class="actions">
<input type="hidden" name="csrf" value="${signedIn.csrf}">
<input type="hidden" name="confirm" value="${key.id}">
<button type="submit" class="danger">Revoke ${key.label} for good</button>
<a href="${keyPath(key)}">Keep ${key.label}</a>
</form>
</section>`,
  )

/** A key's page, its changes, and its revocation behind the confirmation step. */
export const keyRoutes = (router: PanelRouter, panel: Panel) =>
  Effect.gen(function* () {
    const { keys, usage } = panel.store
    const keyAnswer = (visit: SignedVisit, status: number, key: ApiKeyRecord, notice?: Notice) =>
      Effect.map(usage.keyUsage(Date.now()), (used) =>
        htmlAnswer(
          visit,
          status,
          keyPage({ signedIn: visit.signedIn, key, usage: used.get(key.id) ?? NO_USAGE, notice }),
        ),
      )
    const notFound = (visit: SignedVisit, id: string) =>
      messagePage(visit, 404, "No such key", `No key has the id "${id}".`, visit.signedIn)
    /** The key the address names by id, or the 404 page. */
    const withKey = <R>(
      visit: SignedVisit,
      then: (key: ApiKeyRecord) => Effect.Effect<HttpServerResponse.HttpServerResponse, unknown, R>,
    ) =>
      Effect.gen(function* () {
        const id = (yield* HttpRouter.params).id ?? ""
        const found = yield* keys.resolve(id).pipe(
          Effect.asSome,
          Effect.catchTags({
            KeyNotFound: () => Effect.succeedNone,
            AmbiguousKey: () => Effect.succeedNone,
          }),
        )
        return Option.isSome(found) && found.value.id === id
          ? yield* then(found.value)
          : yield* notFound(visit, id)
      })
    const refused = (visit: SignedVisit, key: ApiKeyRecord) => (error: { readonly message: string }) =>
      keyAnswer(visit, 400, key, { kind: "error", message: error.message })

    yield* router.get(
      `${ADMIN_PATH}/keys/:id`,
      panel.signedIn((visit) => withKey(visit, (key) => keyAnswer(visit, 200, key))),
    )
    yield* router.post(
      `${ADMIN_PATH}/keys/:id`,
      panel.signedForm((visit, form) =>
        withKey(visit, (key) =>
          keys.set(key.id, settingsOf(form)).pipe(
            Effect.tap((record) => panel.logChange(visit, "key changed", record.label)),
            Effect.flatMap((record) =>
              keyAnswer(visit, 200, record, { kind: "done", message: `Saved ${record.label}.` }),
            ),
            Effect.catchTags({
              InvalidKeySettings: refused(visit, key),
              LabelTaken: refused(visit, key),
              KeyNotFound: refused(visit, key),
              AmbiguousKey: refused(visit, key),
            }),
          ),
        ),
      ),
    )
    yield* router.get(
      `${ADMIN_PATH}/keys/:id/revoke`,
      panel.signedIn((visit) =>
        withKey(visit, (key) =>
          key.revokedAt === null
            ? Effect.succeed(htmlAnswer(visit, 200, revokePage(visit.signedIn, key)))
            : keyAnswer(visit, 200, key, { kind: "done", message: `${key.label} is revoked already.` }),
        ),
      ),
    )
    yield* router.post(
      `${ADMIN_PATH}/keys/:id/revoke`,
      panel.signedForm((visit, form) =>
        withKey(visit, (key) =>
          // Only the confirmation page's form names the key it confirms; any other post is shown that page.
          Option.getOrUndefined(UrlParams.getFirst(form, "confirm")) !== key.id
            ? Effect.succeed(htmlAnswer(visit, 200, revokePage(visit.signedIn, key)))
            : keys.revoke(key.id).pipe(
                Effect.tap((record) => panel.logChange(visit, "key revoked", record.label)),
                Effect.flatMap((record) =>
                  keyAnswer(visit, 200, record, {
                    kind: "done",
                    message: `Revoked ${record.label}: the API refuses it within 5 seconds.`,
                  }),
                ),
                Effect.catchTags({ KeyNotFound: refused(visit, key), AmbiguousKey: refused(visit, key) }),
              ),
        ),
      ),
    )
  })
