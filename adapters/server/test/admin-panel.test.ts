import { mkdirSync } from "node:fs"
import { resolve } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { axeViolations, launchBrowser, type Page, type TestBrowser } from "../../../test/support/browser"
import { call, expectError, startAudit, waitForComplete } from "./support/api"
import { type FixtureSite, serveFixtureSite } from "./support/fixture-site"
import { issueKey } from "./support/keys"
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

/** A phone's screen and a desktop's. */
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }

/** axe-core finds no violation on the page, and on a phone's screen nothing is wider than the screen. */
const expectAccessible = async (name: string) => {
  expect(await axeViolations(page), name).toEqual([])
  await page.setViewportSize(PHONE)
  // Only the tables scroll, each inside its own focusable region.
  const overflow = await page.evaluate(() => {
    const { document, innerWidth } = globalThis as unknown as {
      document: { documentElement: { scrollWidth: number } }
      innerWidth: number
    }
    return document.documentElement.scrollWidth - innerWidth
  })
  expect(overflow, `${name} is wider than a phone's screen`).toBeLessThanOrEqual(0)
  expect(await axeViolations(page), `${name} on a phone`).toEqual([])
  await page.setViewportSize(DESKTOP)
}

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

const keyCard = (label: string) =>
  page.locator("article", { has: page.getByRole("heading", { name: label, exact: true }) })

const signIn = async (secret: string) => {
  await page.goto(admin("/sign-in"))
  await page.getByLabel("Operator", { exact: true }).fill("Ada")
  await page.getByLabel("Credential", { exact: true }).fill(secret)
  return Promise.all([
    page.waitForResponse(admin("/sign-in")),
    page.getByRole("button", { name: "Sign in" }).click(),
  ])
}

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

    const card = keyCard("acme")
    await card.getByLabel("Pages per site a day").fill("3")
    await card.getByRole("button", { name: "Save acme" }).click()
    await expect(page.getByRole("status").textContent()).resolves.toContain("Saved acme.")
    expect(await keyCard("acme").textContent()).toContain("3 pages per site a day")

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
    expect(await keyCard("acme").textContent()).toMatch(/This hour15 of 60 units, 3 pages/)
    await screenshot("keys")
    await page.goto(admin("/audit-log"))
    const rows = page.locator("tbody tr")
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
    expect(lines.slice(0, 2)).toEqual(["sep=,", "time,key_label,url,audit_id,page,status,duration_ms"])
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

  it("revokes a key, which the API refuses with 401 within the documented time", async () => {
    await page.goto(admin("/keys"))
    await keyCard("acme").getByRole("button", { name: "Revoke acme" }).click()
    await expect(page.getByRole("status").textContent()).resolves.toContain("Revoked acme")
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
