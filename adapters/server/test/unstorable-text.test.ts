import { fc } from "@fast-check/vitest"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { freshPostgresUrl, prepareDatabase } from "../../../test/support/postgres-schemas"
import { signIn } from "./support/admin-session"
import { call } from "./support/api"
import { type FixtureSite, serveFixtureSite } from "./support/fixture-site"
import { issueKey } from "./support/keys"
import { type RunningServer, removeTempFolders, runBin, startServer } from "./support/server-process"

// Issue 32: a NUL character reaches PostgreSQL, whose text cannot hold one, from the phrase, an audit id,
// a sign-in label, a key reference and the audit log's filter. Both stores answer alike, never 503.

interface Store {
  readonly name: string
  readonly server: RunningServer
  readonly apiKey: string
  readonly credential: string
  /** A signed-in operator's cookie and the CSRF token of its forms. */
  readonly cookie: string
  readonly csrf: string
}

const stores: Array<Store> = []
let site: FixtureSite

const open = async (name: string, db: string | undefined): Promise<Store> => {
  const server = await startServer({ workers: 0, ...(db === undefined ? {} : { db }) })
  const created = await runBin(["operators", "create", "--db", server.db, "--label", "Ada"])
  const credential = created.stdout.trimEnd().split("\n").at(-1) ?? ""
  const signedIn = await signIn(server, credential)
  const cookie = (signedIn.headers.get("set-cookie") ?? "").split(";")[0] ?? ""
  const keysPage = await (await fetch(`${server.url}/admin/keys`, { headers: { cookie } })).text()
  const csrf = /name="csrf" value="([^"]+)"/.exec(keysPage)?.[1] ?? ""
  return { name, server, apiKey: (await issueKey(server.db)).key, credential, cookie, csrf }
}

beforeAll(async () => {
  const postgres = freshPostgresUrl()
  await prepareDatabase(postgres)
  site = await serveFixtureSite()
  // One after the other: two servers starting at once on a busy machine take longer than either alone.
  stores.push(await open("sqlite", undefined))
  stores.push(await open("postgres", postgres))
}, 240_000)

afterAll(async () => {
  await Promise.all(stores.map((store) => store.server.stop()))
  await site?.close()
  removeTempFolders()
})

/** What each request answers: its status and, for the API, the contract's code. */
const answersOf = async (store: Store, text: string) => {
  const form = (fields: Record<string, string>) => ({
    method: "POST",
    redirect: "manual" as const,
    headers: { cookie: store.cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  })
  const phrase = await call(store.server.url, "/api/v1/audits", {
    key: store.apiKey,
    body: { url: site.url("/p/nul"), query: text },
  })
  const auditId = await call(store.server.url, `/api/v1/audits/${encodeURIComponent(text)}`, {
    key: store.apiKey,
  })
  const pdf = await call(store.server.url, `/api/v1/audits/${encodeURIComponent(text)}?format=pdf`, {
    key: store.apiKey,
  })
  const label = await signIn(store.server, store.credential, {}, text)
  const keyReference = await fetch(
    `${store.server.url}/admin/keys/${encodeURIComponent(text)}/revoke`,
    form({ csrf: store.csrf }),
  )
  const keyChange = await fetch(
    `${store.server.url}/admin/keys/${encodeURIComponent(text)}`,
    form({ csrf: store.csrf, label: "renamed" }),
  )
  const logFilter = await fetch(`${store.server.url}/admin/audit-log?key=${encodeURIComponent(text)}`, {
    headers: { cookie: store.cookie },
  })
  const logCsv = await fetch(`${store.server.url}/admin/audit-log.csv?key=${encodeURIComponent(text)}`, {
    headers: { cookie: store.cookie },
  })
  const adminAudit = await fetch(`${store.server.url}/admin/audits/${encodeURIComponent(text)}`, {
    headers: { cookie: store.cookie },
  })
  return {
    phrase: [phrase.status, (phrase.json as { code?: string } | undefined)?.code],
    auditId: [auditId.status, (auditId.json as { code?: string } | undefined)?.code],
    pdf: [pdf.status, (pdf.json as { code?: string } | undefined)?.code],
    label: label.status,
    keyReference: keyReference.status,
    keyChange: keyChange.status,
    logFilter: logFilter.status,
    logCsv: logCsv.status,
    adminAudit: adminAudit.status,
  }
}

/** Text with at least one NUL, anywhere. */
const withNul = fc
  .tuple(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }))
  .map(([before, after]) => `${before}\u0000${after}`)
  .filter((text) => text.trim() !== "" && !text.includes("/"))

describe("a NUL character in what callers send", () => {
  it("is answered alike on SQLite and on PostgreSQL, with the contract's 400 or 404, never 503", async () => {
    await fc.assert(
      fc.asyncProperty(withNul, async (text) => {
        const [sqlite, postgres] = await Promise.all(stores.map((store) => answersOf(store, text)))
        expect(postgres).toEqual(sqlite)
        expect(sqlite?.phrase).toEqual([400, "invalid_query"])
        expect(sqlite?.auditId).toEqual([404, "not_found"])
        expect(sqlite?.pdf).toEqual([404, "not_found"])
        for (const status of Object.values(sqlite ?? {})
          .flat()
          .filter((value) => typeof value === "number"))
          expect(status).toBeLessThan(500)
      }),
      { numRuns: 15 },
    )
    for (const store of stores)
      expect(
        store.server
          .logs()
          .filter((line) => line.level === "ERROR" || String(line.level).toLowerCase() === "error"),
        store.name,
      ).toEqual([])
  }, 300_000)
})
