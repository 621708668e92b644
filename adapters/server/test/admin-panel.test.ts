import { mkdirSync } from "node:fs"
import { resolve } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { launchBrowser, type Page, type TestBrowser } from "../../../test/support/browser"
import { DESKTOP, expectAccessible as expectAccessibleAt, signInWithForm } from "./support/admin-browser"
import { call, expectError, startAudit, waitForComplete } from "./support/api"
import { type FixtureSite, serveFixtureSite } from "./support/fixture-site"
import { issueKey, issueKeys } from "./support/keys"
import { type RunningServer, removeTempFolders, runBin, startServer } from "./support/server-process"

/** The documented time within which the API notices a change made to a key (docs/operations.md), and a margin. */
const NOTICED_WITHIN_MS = 5_000 + 2_000
const NO_SUCH_AUDIT = "/api/v1/audits/00000000-0000-0000-0000-000000000000"
/** `SVC_SCREENSHOTS=1` writes the README's screenshots of the panel into docs/images. */
const SCREENSHOTS =
  process.env.SVC_SCREENSHOTS === "1" ? resolve(import.meta.dirname, "../../../docs/images") : undefined

let site: FixtureSite
let slowSite: FixtureSite
let server: RunningServer
let browser: TestBrowser
let page: Page
let credential: string
let apiKey: string
let sessionToken = ""

beforeAll(async () => {
  site = await serveFixtureSite(["127.0.0.1"])
  // The slow site's robots.txt keeps its page running for a few seconds: long enough to be seen in the queue.
  slowSite = await serveFixtureSite(["127.0.0.2"])
  slowSite.delay("/robots.txt", 8_000)
  ;[server, browser] = await Promise.all([startServer({ workers: 1 }), launchBrowser()])
  page = await browser.newPage()
  page.setDefaultTimeout(15_000)
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await site?.close()
  await slowSite?.close()
  removeTempFolders()
})

const admin = (path = "") => `${server.url}/admin${path}`

/** axe-core finds no violation on the page, at a desktop's and a phone's width (support/admin-browser.ts). */
const expectAccessible = (name: string) => expectAccessibleAt(page, name)

const screenshot = async (name: string) => {
  if (SCREENSHOTS === undefined) return
  mkdirSync(SCREENSHOTS, { recursive: true })
  await page.screenshot({ path: resolve(SCREENSHOTS, `admin-${name}.png`), fullPage: true })
}

/** Calls `attempt` until it answers `status`, for at most `withinMs`; answers the last answer. */
const eventually = async (attempt: () => ReturnType<typeof call>, status: number, withinMs: number) => {
  const deadline = Date.now() + withinMs
  for (;;) {
    const answer = await attempt()
    if (answer.status === status || Date.now() > deadline) return answer
    await new Promise((done) => setTimeout(done, 250))
  }
}

/** Labels as SQLite orders `lower(label)`: by code point. */
const byLowerCase = (a: string, b: string): number =>
  a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0

/** Opens a key's own page from the keys table, searched by its label. */
const openKey = async (label: string) => {
  await page.goto(admin(`/keys?${new URLSearchParams({ q: label })}`))
  await page.getByRole("link", { name: label, exact: true }).click()
  await page.getByRole("heading", { name: `Key ${label}` }).waitFor()
}

const signIn = async (secret: string) => [await signInWithForm(page, admin(), "Ada", secret)] as const

describe("the admin panel in a real browser", () => {
  it("says how to issue an operator while none is issued, then signs one in with a strict session cookie", async () => {
    await page.setViewportSize(DESKTOP)
    await page.goto(admin())
    await expect(page.getByRole("heading", { name: "No operator yet" }).isVisible()).resolves.toBe(true)
    expect(await page.textContent("main")).toContain("svc-server operators create")
    await expectAccessible("the page without operators")

    const created = await runBin(["operators", "create", "--db", server.db, "--label", "Ada"])
    expect(created.code, created.stderr).toBe(0)
    credential = created.stdout.trimEnd().split("\n").at(-1) ?? ""

    await page.goto(admin())
    await expectAccessible("the sign-in page")
    const [answer] = await signIn(credential)
    expect(answer.status()).toBe(303)
    await page.waitForURL(admin("/keys"))
    const [cookie] = (await browser.browser.cookies(admin())).filter((each) => each.name === "svc_admin")
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", secure: false, path: "/admin" })
    const hoursLeft = ((cookie?.expires ?? 0) - Date.now() / 1000) / 3600
    expect(hoursLeft).toBeGreaterThan(7.9)
    expect(hoursLeft).toBeLessThanOrEqual(8)
    const headers = answer.headers()
    expect(headers["content-security-policy"]).toContain("default-src 'none'")
    expect(headers["content-security-policy"]).not.toContain("script-src")
    expect(headers["access-control-allow-origin"]).toBeUndefined()
  }, 120_000)

  it("creates a key shown once, which the API accepts; raising its pages per site from 1 to 3 lets a second and third page of one site in", async () => {
    await page.getByLabel("Label", { exact: true }).first().fill("acme")
    await page.getByRole("button", { name: "Create key" }).click()
    apiKey = (await page.locator("#created-key").textContent()) ?? ""
    expect(apiKey).toMatch(/^svc_[A-Za-z0-9_-]{43}$/)
    await expectAccessible("the keys page")
    await page.goto(admin("/keys"))
    expect(await page.textContent("main")).not.toContain(apiKey)

    const first = await startAudit(server.url, apiKey, { url: site.url("/p/one") })
    expect(first.status, first.text).toBe(202)
    expectError(await startAudit(server.url, apiKey, { url: site.url("/p/two") }), 429, "domain_limit")

    await openKey("acme")
    await expectAccessible("a key's page")
    await page.getByLabel("Pages per site a day").fill("3")
    await page.getByRole("button", { name: "Save acme" }).click()
    await expect(page.getByRole("status").textContent()).resolves.toContain("Saved acme.")
    expect(await page.textContent("main")).toContain("3 pages per site a day")

    const second = await eventually(
      () => startAudit(server.url, apiKey, { url: site.url("/p/two") }),
      202,
      NOTICED_WITHIN_MS,
    )
    expect(second.status, second.text).toBe(202)
    const third = await startAudit(server.url, apiKey, { url: site.url("/p/three") })
    expect(third.status, third.text).toBe(202)
    expectError(await startAudit(server.url, apiKey, { url: site.url("/p/four") }), 429, "domain_limit")
    for (const audit of [first, second, third])
      await waitForComplete(server.url, apiKey, (audit.json as { id: string }).id)
  }, 120_000)

  it("shows the audits just made in the audit log, filters them, downloads them as CSV and opens one", async () => {
    await page.goto(admin("/keys"))
    await screenshot("keys")
    await openKey("acme")
    expect(await page.textContent("main")).toMatch(/This hour15 of 60 units, 3 pages/)
    // From the key to its audit log: the log filtered to it.
    await page.getByRole("link", { name: "The audit log of acme" }).click()
    await page.waitForURL(admin("/audit-log?key=acme"))
    const rows = page.locator("tbody tr")
    await expect(rows.count()).resolves.toBe(3)
    await expect(page.getByLabel("Key").inputValue()).resolves.toBe("acme")
    await page.goto(admin("/audit-log"))
    await expect(rows.count()).resolves.toBe(3)
    const text = await page.textContent("tbody")
    for (const path of ["/p/one", "/p/two", "/p/three"]) expect(text).toContain(site.url(path))
    expect(text).toContain("acme")
    await expectAccessible("the audit log")
    await screenshot("audit-log")

    await page.getByLabel("Key").selectOption("acme")
    await page.getByLabel("Status").selectOption("failed")
    await page.getByRole("button", { name: "Show" }).click()
    await expect(page.getByText("No audit log row matches.").isVisible()).resolves.toBe(true)
    await page.getByLabel("Status").selectOption("done")
    await page.getByRole("button", { name: "Show" }).click()
    await expect(rows.count()).resolves.toBe(3)

    const csv = await page.request.get(
      await page
        .getByRole("link", { name: /CSV/ })
        .getAttribute("href")
        .then((href) => `${server.url}${href}`),
    )
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8")
    const lines = (await csv.text()).trimEnd().split("\r\n")
    expect(lines.slice(0, 2)).toEqual([
      "sep=,",
      "time,key_label,url,audit_id,page,status,duration_ms,operator,action",
    ])
    expect(
      lines
        .slice(2)
        .map((line) => line.split(",")[2])
        .sort(),
    ).toEqual(["/p/one", "/p/three", "/p/two"].map((path) => site.url(path)))

    await rows.first().getByRole("link").click()
    await expect(page.getByRole("heading", { name: "Status record" }).isVisible()).resolves.toBe(true)
    expect(await page.textContent("main")).toContain("complete")
    expect(await page.locator("ol.findings li").count()).toBeGreaterThan(0)
    await expectAccessible("an audit")
    // The page's HTML report, served by the panel under the report's own policy (its inline style only).
    const reportAnswer = page.waitForResponse((response) => /\/pages\/0\/report$/.test(response.url()))
    await page.locator("#report-0 a").click()
    const answer = await reportAnswer
    expect(answer.status()).toBe(200)
    expect(answer.headers()["content-security-policy"]).toMatch(/^default-src 'none'; style-src 'sha256-/)
    expect(await page.locator("style").count()).toBe(1)
    expect(await page.locator("script").count()).toBe(0)
    expect(await page.textContent("body")).toMatch(/\/p\/(one|two|three)/)
    await expectAccessible("an audit's HTML report")
  }, 60_000)

  it("shows a running page in the queue", async () => {
    const other = await issueKey(server.db)
    const slow = await startAudit(server.url, other.key, { url: slowSite.url("/p/slow") })
    expect(slow.status, slow.text).toBe(202)
    const running = await eventually(
      async () => {
        const answer = await call(server.url, `/api/v1/audits/${(slow.json as { id: string }).id}`, {
          key: other.key,
        })
        return {
          ...answer,
          status: (answer.json as { status: string }).status === "running" ? 299 : answer.status,
        }
      },
      299,
      30_000,
    )
    expect(running.status).toBe(299)
    await page.goto(admin("/queue"))
    const row = page.locator("tbody tr", { hasText: slowSite.url("/p/slow") })
    await expect(row.textContent()).resolves.toMatch(/^running/)
    expect(await page.textContent("main")).toMatch(/Pages running\s*1/)
    // The server runs one worker, and says so by its heartbeat.
    expect(await page.textContent("main")).toMatch(/Workers alive\s*1 \(in the processes/)
    await expectAccessible("the queue")
    await screenshot("queue")
  }, 60_000)

  it("lists 1,000 keys 50 a page: a search by label or reference finds one, every column sorts, pages follow", async () => {
    const issued = await issueKeys(server.db, 1_000)
    await page.goto(admin("/keys"))
    const rows = page.locator("tbody tr")
    const labels = () => rows.locator("td:first-child").allTextContents()
    await expect(rows.count()).resolves.toBe(50)
    const total = Number(/Keys \((\d+)\)/.exec((await page.textContent("#keys")) ?? "")?.[1])
    expect(total).toBeGreaterThanOrEqual(1_000)
    await expectAccessible("the keys table")

    const target = issued[776]?.label ?? ""
    await page.getByLabel("Label or reference").fill(target)
    await page.getByRole("button", { name: "Search" }).click()
    await expect(labels()).resolves.toEqual([target])
    const reference = (await rows.locator("code").textContent()) ?? ""
    await page.getByLabel("Label or reference").fill(reference)
    await page.getByRole("button", { name: "Search" }).click()
    await expect(labels()).resolves.toEqual([target])

    await page.goto(admin("/keys"))
    expect(await page.textContent("h2#keys")).toMatch(/^Keys \(\d+\)$/)
    await page.getByRole("link", { name: /^Label, sort descending/ }).click()
    await expect(page.locator('th[aria-sort="descending"]').textContent()).resolves.toMatch(/^Label/)
    const descending = await labels()
    expect(descending).toEqual([...descending].sort(byLowerCase).reverse())
    await page.getByRole("link", { name: /^Created, sort ascending/ }).click()
    const created = await rows.locator("td:nth-child(4)").allTextContents()
    expect(created).toEqual([...created].sort())
    await page.getByRole("link", { name: /^Last used, sort ascending/ }).click()
    await page.getByRole("link", { name: /^Last used, sort descending/ }).click()
    expect(await rows.first().locator("td:nth-child(5)").textContent()).not.toBe("never")
    await page.getByRole("link", { name: /^Status, sort ascending/ }).click()
    expect(await rows.first().locator("td:nth-child(3)").textContent()).toBe("active")

    await page.getByRole("link", { name: /^Label, sort ascending/ }).click()
    const first = await labels()
    await page.getByRole("link", { name: "Next page" }).click()
    expect(await page.textContent(".pager")).toContain(`Page 2 of ${Math.ceil(total / 50)}`)
    const second = await labels()
    expect(second).toHaveLength(50)
    expect(second.filter((label) => first.includes(label))).toEqual([])
    expect(byLowerCase(first.at(-1) ?? "", second[0] ?? "")).toBe(-1)
    await page.goto(admin(`/keys?sort=label&page=${Math.ceil(total / 50)}`))
    await expect(rows.count()).resolves.toBe(total - (Math.ceil(total / 50) - 1) * 50)
    await expectAccessible("the last page of keys")
  }, 120_000)

  it("refuses a form posted without its CSRF token with 403, changing nothing", async () => {
    const kept = await issueKey(server.db)
    const form = { label: "sneaky", pagesPerSite: "50", auditsPerHour: "60", fullAuditCost: "5" }
    const created = await page.request.post(admin("/keys"), { form })
    expect(created.status()).toBe(403)
    const revoked = await page.request.post(admin(`/keys/${kept.id}/revoke`), { form: { csrf: "forged" } })
    expect(revoked.status()).toBe(403)
    const changed = await page.request.post(admin(`/keys/${kept.id}`), {
      form: { ...form, label: kept.label },
    })
    expect(changed.status()).toBe(403)
    await page.setContent(await changed.text())
    await expectAccessible("the refusal")

    const listed = await runBin(["keys", "list", "--json", "--db", server.db])
    const keys = JSON.parse(listed.stdout) as ReadonlyArray<{ label: string; pagesPerSite: number }>
    expect(keys.map((key) => key.label)).not.toContain("sneaky")
    expect(keys.find((key) => key.label === kept.label)?.pagesPerSite).toBe(1)
    expect((await call(server.url, NO_SUCH_AUDIT, { key: kept.key })).status).toBe(404)
  }, 60_000)

  it("revokes a key only from the confirmation step naming it, which the API then refuses with 401 within the documented time", async () => {
    await openKey("acme")
    // Nothing on the key's page revokes: it leads to the confirmation step.
    await expect(page.getByRole("button", { name: /Revoke/ }).count()).resolves.toBe(0)
    const reference = (await page.locator("dd code").first().textContent()) ?? ""
    expect(reference).toMatch(/^[0-9a-f]{8,}$/)
    await page.getByRole("link", { name: "Revoke acme…" }).click()
    await page.getByRole("heading", { name: `Revoke the key acme (reference ${reference})?` }).waitFor()
    expect(await page.textContent("main")).toContain("This cannot be undone.")
    await expectAccessible("the revoke confirmation")

    // A post with the session's token that does not come from the confirmation form only shows that step.
    const csrf = (await page.locator('input[name="csrf"]').first().getAttribute("value")) ?? ""
    const action = (await page.locator("main form").getAttribute("action")) ?? ""
    const unconfirmed = await page.request.post(`${server.url}${action}`, { form: { csrf } })
    expect(unconfirmed.status()).toBe(200)
    expect(await unconfirmed.text()).toContain("This cannot be undone.")
    expect((await call(server.url, NO_SUCH_AUDIT, { key: apiKey })).status).toBe(404)

    await page.getByRole("button", { name: "Revoke acme for good" }).click()
    await expect(page.getByRole("status").textContent()).resolves.toContain("Revoked acme")
    expect(await page.textContent("main")).toMatch(/Statusrevoked/)
    const refused = await eventually(
      () => call(server.url, NO_SUCH_AUDIT, { key: apiKey }),
      401,
      NOTICED_WITHIN_MS,
    )
    expectError(refused, 401, "unauthorized")
  }, 60_000)

  it("signs out for good, and refuses every sign-in for a while after five wrong credentials", async () => {
    const [session] = (await browser.browser.cookies(admin())).filter((each) => each.name === "svc_admin")
    await page.getByRole("button", { name: "Sign out" }).click()
    await page.waitForURL(admin("/sign-in"))
    const replayed = await fetch(admin("/keys"), {
      headers: { cookie: `svc_admin=${session?.value}` },
      redirect: "manual",
    })
    sessionToken = session?.value ?? ""
    expect(sessionToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(replayed.status).toBe(303)
    expect(replayed.headers.get("location")).toBe("/admin/sign-in")

    const wrong = `${credential.slice(0, -1)}${credential.endsWith("A") ? "B" : "A"}`
    for (let attempt = 0; attempt < 5; attempt++) {
      const [answer] = await signIn(wrong)
      expect(answer.status()).toBe(401)
      await expect(page.getByRole("alert").textContent()).resolves.toBe("Wrong operator or credential.")
    }
    const [locked] = await signIn(credential)
    expect(locked.status()).toBe(429)
    expect(Number(locked.headers()["retry-after"])).toBeGreaterThan(14 * 60)
    await expect(page.getByRole("alert").textContent()).resolves.toContain("Too many wrong sign-ins")
    await expectAccessible("the refused sign-in")
  }, 60_000)

  it("never wrote the operator's credential, a session token or an API key into a log line", () => {
    const logs = server.stderr()
    expect(logs).toContain('"msg":"operator signed in"')
    expect(logs).toContain('"msg":"operator sign-in refused"')
    expect(logs).not.toContain(credential.slice(6))
    expect(logs).not.toContain(apiKey.slice(4))
    expect(logs).not.toContain(sessionToken)
  })
})
