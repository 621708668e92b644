import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { launchBrowser, type Page, type TestBrowser } from "../../../test/support/browser"
import { expectAccessible, signInWithForm } from "./support/admin-browser"
import { call, startAudit, waitForComplete } from "./support/api"
import { type FixtureSite, serveFixtureSite } from "./support/fixture-site"
import { type IssuedKey, issueKey } from "./support/keys"
import { type RunningServer, removeTempFolders, runBin, startServer } from "./support/server-process"

// A server with no worker: the pages it queues stay queued until a test starts it again with one.
let site: FixtureSite
let server: RunningServer
let browser: TestBrowser
let page: Page
let key: IssuedKey
let cancelledId = ""
let byCommandId = ""

beforeAll(async () => {
  site = await serveFixtureSite(["127.0.0.1"])
  ;[server, browser] = await Promise.all([startServer({ workers: 0 }), launchBrowser()])
  page = await browser.newPage()
  page.setDefaultTimeout(15_000)
  const created = await runBin(["operators", "create", "--db", server.db, "--label", "Ada"])
  expect(created.code, created.stderr).toBe(0)
  const answer = await signInWithForm(page, admin(), "Ada", created.stdout.trimEnd().split("\n").at(-1) ?? "")
  expect(answer.status()).toBe(303)
  key = await issueKey(server.db, { pagesPerSite: 5 })
  const audits = await Promise.all(
    ["/p/cancelled", "/p/by-command"].map((path) => startAudit(server.url, key.key, { url: site.url(path) })),
  )
  for (const audit of audits) expect(audit.status, audit.text).toBe(202)
  ;[cancelledId = "", byCommandId = ""] = audits.map((audit) => (audit.json as { id: string }).id)
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await site?.close()
  removeTempFolders()
})

function admin(path = "") {
  return `${server.url}/admin${path}`
}

const statusOf = async (id: string) =>
  ((await call(server.url, `/api/v1/audits/${id}`, { key: key.key })).json as { status: string }).status

describe("the admin panel's queue in a real browser, and svc-server queue", () => {
  it("cancels a queued page from the queue page: its audit is complete, the page failed with cancelled", async () => {
    await page.goto(admin("/queue"))
    await expectAccessible(page, "the queue with pages to cancel")
    const row = page.locator("tbody tr", { hasText: site.url("/p/cancelled") })
    await row.getByRole("button", { name: /^Cancel page 0 of audit/ }).click()
    await expect(page.getByRole("status").textContent()).resolves.toBe(
      `Cancelled page 0 of audit ${cancelledId.slice(0, 8)} (${site.url("/p/cancelled")}).`,
    )
    const done = await waitForComplete(server.url, key.key, cancelledId, { timeoutMs: 10_000 })
    expect(done.pages[0]).toMatchObject({ status: "failed", error: { code: "cancelled" } })
    expect(await statusOf(byCommandId)).toBe("queued")
    // The server's log names the operator on each change, as for keys.
    expect(server.stderr()).toMatch(/"msg":"admin change".*"action":"page cancelled"/)
  }, 60_000)

  it("lists a crawl started through the API beside the queued pages: start URL, key, state, pages, start", async () => {
    // Another key: this one's audit log stays the actions'. Its one page a day is the crawl's budget.
    const crawler = await issueKey(server.db)
    const started = await startAudit(server.url, crawler.key, { url: site.url("/"), crawl: {} })
    expect(started.status, started.text).toBe(202)
    expect(started.json).toMatchObject({ pages: 1, crawl: { pageBudget: 1 } })
    await page.goto(admin("/queue"))
    await expectAccessible(page, "the queue with a crawl")
    const row = page.getByRole("region", { name: "Crawls" }).locator("tbody tr", { hasText: site.url("/") })
    const cells = (await row.locator("td").allTextContents()).slice(0, 6)
    expect(cells).toEqual(["running", site.url("/"), crawler.label, "0", "0", "0"])
  }, 60_000)

  it("cancels with svc-server queue cancel, and refuses a page in the wrong state or unknown in one sentence", async () => {
    const cancel = await runBin([
      "queue",
      "cancel",
      "--db",
      server.db,
      "--operator",
      "Grace",
      byCommandId,
      "0",
    ])
    expect(cancel.code, cancel.stderr).toBe(0)
    expect(cancel.stdout.trim()).toBe(
      `Cancelled page 0 of audit ${byCommandId} (${site.url("/p/by-command")}).`,
    )
    // Another process's commit: the server notices it within its watcher's interval.
    const done = await waitForComplete(server.url, key.key, byCommandId, { timeoutMs: 10_000 })
    expect(done.pages[0]).toMatchObject({ status: "failed", error: { code: "cancelled" } })
    const again = await runBin(["queue", "cancel", "--db", server.db, byCommandId, "0"])
    expect([again.code, again.stderr.trim()]).toEqual([
      1,
      `svc-server: Page 0 of audit "${byCommandId}" is failed; only a queued page can be cancelled.`,
    ])
    const unknown = await runBin(["queue", "retry", "--db", server.db, byCommandId, "7"])
    expect([unknown.code, unknown.stderr.trim()]).toEqual([
      1,
      `svc-server: No audit "${byCommandId}" has a page 7.`,
    ])
  }, 60_000)

  it("retries a failed page from the queue page; a worker then audits it and its audit is complete again", async () => {
    await page.goto(admin("/queue"))
    const row = page.locator("tbody tr", { hasText: site.url("/p/cancelled") })
    await expect(row.textContent()).resolves.toContain("cancelled")
    await row.getByRole("button", { name: /^Retry page 0 of audit/ }).click()
    await expect(page.getByRole("status").textContent()).resolves.toBe(
      `Queued page 0 of audit ${cancelledId.slice(0, 8)} (${site.url("/p/cancelled")}) again.`,
    )
    await expectAccessible(page, "the queue after a retry")
    expect(await statusOf(cancelledId)).toBe("queued")
    const twice = await runBin(["queue", "retry", "--db", server.db, cancelledId, "0"])
    expect([twice.code, twice.stderr.trim()]).toEqual([
      1,
      `svc-server: Page 0 of audit "${cancelledId}" is queued; only a failed page can be retried.`,
    ])
    // On an SQLite file the serving process runs the workers: the server starts again with one.
    await server.stop()
    server = await startServer({ db: server.db, workers: 1 })
    const retried = await waitForComplete(server.url, key.key, cancelledId, { timeoutMs: 90_000 })
    expect(retried.pages[0]?.status).toBe("done")
  }, 180_000)

  it("shows each action in the key's audit log with the operator, and in its CSV", async () => {
    await page.goto(admin(`/audit-log?${new URLSearchParams({ key: key.label })}`))
    const statuses = await page.locator("tbody tr td:nth-child(5)").allTextContents()
    expect([...statuses].sort()).toEqual(
      ["done", "failed: cancelled by Ada", "failed: cancelled by Grace", "failed: retried by Ada"].sort(),
    )
    await expectAccessible(page, "the audit log with operators' actions")
    const href = (await page.getByRole("link", { name: /CSV/ }).getAttribute("href")) ?? ""
    const csv = await (await page.request.get(`${server.url}${href}`)).text()
    expect(csv).toContain(`,${cancelledId},0,failed,0,Ada,retried\r\n`)
    expect(csv).toContain(`,${byCommandId},0,failed,0,Grace,cancelled\r\n`)
  }, 60_000)
})
