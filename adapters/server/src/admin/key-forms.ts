import type * as UrlParams from "@effect/platform/UrlParams"
import { html } from "@svc/html-report"
import { type ApiKeyRecord, MAX_PAGES_PER_SITE } from "@svc/store"
import { ADMIN_PATH } from "./admin-security"
import { integerField, textField } from "./form"

/** The limit fields of the create and edit forms, filled with the key's limits or the defaults. */
export const limitFields = (prefix: string, key: ApiKeyRecord | undefined) => html`
<div><label for="${prefix}-pages">Pages per site a day</label><input id="${prefix}-pages" name="pagesPerSite" type="number" min="1" max="${MAX_PAGES_PER_SITE}" required value="${key?.limits.pagesPerSite ?? 1}"></div>
<div><label for="${prefix}-hour">Quota units an hour</label><input id="${prefix}-hour" name="auditsPerHour" type="number" min="1" required value="${key?.limits.auditsPerHour ?? 60}"></div>
<div><label for="${prefix}-cost">Units a full page audit costs</label><input id="${prefix}-cost" name="fullAuditCost" type="number" min="1" required value="${key?.limits.fullAuditCost ?? 5}"></div>`

/** The key settings a create or edit form sends. */
export const settingsOf = (form: UrlParams.UrlParams) => ({
  label: textField(form, "label"),
  pagesPerSite: integerField(form, "pagesPerSite"),
  auditsPerHour: integerField(form, "auditsPerHour"),
  fullAuditCost: integerField(form, "fullAuditCost"),
})

/** Where a key's own page is. */
export const keyPath = (key: { readonly id: string }): string => `${ADMIN_PATH}/keys/${key.id}`

/** The audit log filtered to a key (the log keeps labels, not keys). */
export const keyLogPath = (key: { readonly label: string }): string =>
  `${ADMIN_PATH}/audit-log?${new URLSearchParams({ key: key.label }).toString()}`

export const count = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? "" : "s"}`
