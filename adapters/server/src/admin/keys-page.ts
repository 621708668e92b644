import { html, type Markup } from "@svc/html-report"
import {
  type ApiKeyRecord,
  KEY_TABLE_SORTS,
  type KeyTablePage,
  type KeyTableQuery,
  type KeyTableRow,
  type KeyTableSort,
} from "@svc/store"
import { Effect, Redacted } from "effect"
import { ADMIN_PATH } from "./admin-security"
import { keyLogPath, keyPath, limitFields, settingsOf } from "./key-forms"
import { type Notice, noticeHtml, page, type SignedIn, timeText } from "./layout"
import type { Panel, PanelRouter } from "./panel"
import { htmlAnswer, type SignedVisit, searchOf, type Visit } from "./visit"

/** The keys table as the query string asks for it: every field has a default, so any address shows a page. */
interface TableQuery {
  readonly search: string
  readonly sort: KeyTableSort
  readonly descending: boolean
  readonly page: number
}

export interface KeysView {
  readonly signedIn: SignedIn
  readonly query: TableQuery
  readonly table: KeyTablePage
  readonly notice?: Notice | undefined
  /** A key just created: shown on this answer only. */
  readonly created?: { readonly key: string; readonly record: ApiKeyRecord } | undefined
}

const SORT_TITLES: Readonly<Record<KeyTableSort, string>> = {
  label: "Label",
  created: "Created",
  lastUsed: "Last used",
  status: "Status",
}

const tableQueryOf = (visit: Visit): TableQuery => {
  const search = searchOf(visit)
  const sort = search.get("sort") ?? ""
  const page = Number(search.get("page") ?? "1")
  return {
    search: (search.get("q") ?? "").trim(),
    sort: (KEY_TABLE_SORTS as ReadonlyArray<string>).includes(sort) ? (sort as KeyTableSort) : "label",
    descending: search.get("dir") === "desc",
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  }
}

/** The address of the keys table with `change` applied to `query`. */
const tableHref = (query: TableQuery, change: Partial<TableQuery>): string => {
  const next = { ...query, ...change }
  const params = new URLSearchParams({
    ...(next.search === "" ? {} : { q: next.search }),
    sort: next.sort,
    ...(next.descending ? { dir: "desc" } : {}),
    ...(next.page === 1 ? {} : { page: String(next.page) }),
  })
  return `${ADMIN_PATH}/keys?${params.toString()}`
}

/** A column header that sorts by its column: ascending first, the other way when it already sorts. */
const sortHeader = (query: TableQuery, sort: KeyTableSort): Markup => {
  const current = query.sort === sort
  const descending = current && !query.descending
  const state = current ? (query.descending ? "descending" : "ascending") : undefined
  return html`<th scope="col"${state === undefined ? null : html` aria-sort="${state}"`}><a href="${tableHref(query, { sort, descending, page: 1 })}" aria-label="${SORT_TITLES[sort]}, sort ${descending ? "descending" : "ascending"}">${SORT_TITLES[sort]}</a>${state === undefined ? null : html` <span aria-hidden="true">${query.descending ? "▼" : "▲"}</span>`}</th>`
}

const keyRow = (key: KeyTableRow): Markup =>
  html`<tr><td><a href="${keyPath(key)}">${key.label}</a></td><td><code>${key.fingerprintPrefix}</code></td><td>${key.revokedAt === null ? "active" : "revoked"}</td><td>${timeText(key.createdAt)}</td><td>${key.lastUsedAt === null ? "never" : timeText(key.lastUsedAt)}</td><td><a href="${keyLogPath(key)}">Audit log<span class="visually-hidden"> of ${key.label}</span></a></td></tr>`

const pager = (query: TableQuery, table: KeyTablePage): Markup => {
  const pages = Math.max(1, Math.ceil(table.total / table.pageSize))
  const first = table.total === 0 ? 0 : (table.page - 1) * table.pageSize + 1
  const last = Math.min(table.total, table.page * table.pageSize)
  return html`<nav aria-label="Pages of keys" class="actions pager">
${table.page > 1 ? html`<a href="${tableHref(query, { page: table.page - 1 })}" rel="prev">Previous page</a>` : null}
<span>Page ${table.page} of ${pages} (keys ${first}–${last} of ${table.total})</span>
${table.page < pages ? html`<a href="${tableHref(query, { page: table.page + 1 })}" rel="next">Next page</a>` : null}
</nav>`
}

const keysTable = (view: KeysView): Markup => {
  const { query, table } = view
  if (table.total === 0)
    return html`<p>${query.search === "" ? "No key yet." : `No key matches "${query.search}".`}</p>`
  return html`<div class="scroll" tabindex="0" role="region" aria-label="Keys, page ${table.page}">
<table>
<thead><tr>${sortHeader(query, "label")}<th scope="col">Reference</th>${sortHeader(query, "status")}${sortHeader(query, "created")}${sortHeader(query, "lastUsed")}<th scope="col">Audits</th></tr></thead>
<tbody>${table.rows.map(keyRow)}</tbody>
</table>
</div>
${pager(query, table)}`
}

/** The keys page: a form to create one, then every key in a table searched, sorted and paged by the query string. */
export const keysPage = (view: KeysView): Markup =>
  page(
    { title: "Keys", section: "keys", signedIn: view.signedIn },
    html`${noticeHtml(view.notice)}
${
  view.created === undefined
    ? null
    : html`<div class="notice" role="status"><p>Created the key <strong><a href="${keyPath(view.created.record)}">${view.created.record.label}</a></strong>. It is shown once, now; give it to its holder:</p><code class="secret" id="created-key">${view.created.key}</code></div>`
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
<section aria-labelledby="keys">
<h2 id="keys">Keys (${view.table.total}${view.query.search === "" ? "" : ` matching "${view.query.search}"`})</h2>
<form method="get" action="${ADMIN_PATH}/keys" class="fields" role="search">
<input type="hidden" name="sort" value="${view.query.sort}">
${view.query.descending ? html`<input type="hidden" name="dir" value="desc">` : null}
<div><label for="key-search">Label or reference</label><input id="key-search" name="q" type="search" maxlength="100" value="${view.query.search}"></div>
<div><button type="submit">Search</button></div>
</form>
${keysTable(view)}
</section>`,
  )

/** The keys table, and creating a key: the same store operations as `svc-server keys`. */
export const keysRoutes = (router: PanelRouter, panel: Panel) =>
  Effect.gen(function* () {
    const { keys } = panel.store
    const keysAnswer = (
      visit: SignedVisit,
      status: number,
      extra: { notice?: Notice; created?: { key: string; record: ApiKeyRecord } } = {},
    ) =>
      Effect.gen(function* () {
        const query = tableQueryOf(visit)
        const tableQuery: KeyTableQuery = { ...query }
        const table = yield* keys.table(tableQuery)
        return htmlAnswer(visit, status, keysPage({ signedIn: visit.signedIn, query, table, ...extra }))
      })
    const refused = (visit: SignedVisit) => (error: { readonly message: string }) =>
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
            InvalidKeySettings: refused(visit),
            LabelTaken: refused(visit),
            KeyNotFound: refused(visit),
          }),
        ),
      ),
    )
  })
