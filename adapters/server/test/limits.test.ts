import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { call, expectError, startAudit, waitForComplete } from "./support/api"
import { type FixtureSite, serveFixtureSite } from "./support/fixture-site"
import { issueKey } from "./support/keys"
import { type RunningServer, removeTempFolders, startServer } from "./support/server-process"

const NO_SUCH_AUDIT = "/api/v1/audits/00000000-0000-0000-0000-000000000000"
const HOUR = 3600

let site: FixtureSite
let slowSite: FixtureSite
let server: RunningServer

beforeAll(async () => {
  site = await serveFixtureSite(["127.0.0.1", "127.0.0.3"])
  // The slow site's files answer just inside their 10-second deadlines: each of its pages keeps a
  // worker busy for about 20 seconds.
  slowSite = await serveFixtureSite(["127.0.0.2"])
  slowSite.delay("/robots.txt", 9_500)
  slowSite.delay("/sitemap.xml", 9_500)
  server = await startServer({ workers: 2 })
}, 120_000)

afterAll(async () => {
  await server?.stop()
  await site?.close()
  await slowSite?.close()
  removeTempFolders()
})

const pages = (count: number, prefix: string, host = site) =>
  Array.from({ length: count }, (_, index) => host.url(`/p/${prefix}-${index}`))

const accepted = async (url: string, key: string, body: unknown) => {
  const answer = await startAudit(url, key, body)
  expect(answer.status, answer.text).toBe(202)
  return answer.json as { id: string }
}

describe("the hourly quota: 60 units, a page's full audit 5", () => {
  it("takes exactly 12 page audits in an hour, then answers rate_limited until the oldest leaves the window", async () => {
    const { key } = await issueKey(server.db, { pagesPerSite: 50 })
    const first = await accepted(server.url, key, { urls: pages(10, "quota") })
    await waitForComplete(server.url, key, first.id)
    // 50 units spent: three more pages (15) would exceed 60, two (10) fit exactly.
    expectError(await startAudit(server.url, key, { urls: pages(3, "more") }), 429, "rate_limited")
    const second = await accepted(server.url, key, { urls: pages(2, "more") })
    await waitForComplete(server.url, key, second.id)
    const body = expectError(
      await startAudit(server.url, key, { url: site.url("/p/quota-0") }),
      429,
      "rate_limited",
    )
    const retryAfter = "retryAfter" in body ? body.retryAfter : 0
    expect(retryAfter).toBeGreaterThan(HOUR - 120)
    expect(retryAfter).toBeLessThanOrEqual(HOUR)
  }, 120_000)

  it("is set per key by the operator, with the cost of a page", async () => {
    const { key } = await issueKey(server.db, { auditsPerHour: 9, fullAuditCost: 3, pagesPerSite: 50 })
    const audit = await accepted(server.url, key, { urls: pages(3, "small") })
    await waitForComplete(server.url, key, audit.id)
    expectError(await startAudit(server.url, key, { url: site.url("/p/small-0") }), 429, "rate_limited")
  }, 60_000)
})

describe("PDF reports: a quarter of the quota", () => {
  it("gives 15 PDFs an hour by default, then rate_limited; a PDF asked too early costs nothing", async () => {
    const { key } = await issueKey(server.db)
    const audit = await accepted(server.url, key, { url: site.url("/p/pdfs") })
    const early = await call(server.url, `/api/v1/audits/${audit.id}?format=pdf`, { key })
    if (early.status !== 200) expectError(early, 409, "not_ready")
    await waitForComplete(server.url, key, audit.id)
    const path = `/api/v1/audits/${audit.id}?format=pdf`
    const spent = early.status === 200 ? 1 : 0
    for (let pdf = spent; pdf < 15; pdf++) expect((await call(server.url, path, { key })).status).toBe(200)
    const body = expectError(await call(server.url, path, { key }), 429, "rate_limited")
    expect("retryAfter" in body && body.retryAfter > HOUR - 120).toBe(true)
    // PDFs are not polls: the status record is still served.
    expect((await call(server.url, `/api/v1/audits/${audit.id}`, { key })).status).toBe(200)
  }, 120_000)
})

describe("status polls: 120 a minute, outside the quota", () => {
  it("serves exactly 120 polls, then rate_limited for at most a minute; key checks are not counted", async () => {
    const { key } = await issueKey(server.db)
    const audit = await accepted(server.url, key, { url: site.url("/p/polls") })
    for (let check = 0; check < 130; check++)
      expect((await call(server.url, NO_SUCH_AUDIT, { key })).status).toBe(404)
    const path = `/api/v1/audits/${audit.id}`
    const statuses = await Promise.all(Array.from({ length: 120 }, () => call(server.url, path, { key })))
    expect(statuses.map((answer) => answer.status)).toEqual(Array.from({ length: 120 }, () => 200))
    const body = expectError(await call(server.url, path, { key }), 429, "rate_limited")
    const retryAfter = "retryAfter" in body ? body.retryAfter : 0
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(60)
    // Polls do not touch the audit quota.
    expect((await startAudit(server.url, key, { url: site.url("/p/polls") })).status).toBe(202)
  }, 60_000)
})

describe("pages of one site per key per UTC day", () => {
  it("allows 1 page of a site by default; the same page again is free; another site is another allowance", async () => {
    const { key } = await issueKey(server.db)
    await accepted(server.url, key, { url: site.url("/p/home") })
    const body = expectError(
      await startAudit(server.url, key, { url: site.url("/p/other") }),
      429,
      "domain_limit",
    )
    const now = Date.now()
    const midnight = Math.ceil((Math.floor(now / 86_400_000) + 1) * 86_400_000 - now) / 1000
    expect(body).toMatchObject({ availableUrl: site.url("/p/home"), pagesPerSite: 1 })
    const retryAfter = "retryAfter" in body ? body.retryAfter : 0
    expect(Math.abs(retryAfter - midnight)).toBeLessThan(30)
    await accepted(server.url, key, { url: site.url("/p/home#again") })
    await accepted(server.url, key, { url: site.url("/p/home", "127.0.0.3") })
  }, 60_000)

  it("allows exactly the operator's number of pages of a site", async () => {
    const { key } = await issueKey(server.db, { pagesPerSite: 3 })
    await accepted(server.url, key, { urls: pages(3, "three") })
    const body = expectError(
      await startAudit(server.url, key, { url: site.url("/p/fourth") }),
      429,
      "domain_limit",
    )
    expect(body).toMatchObject({ pagesPerSite: 3 })
    expectError(await startAudit(server.url, key, { urls: pages(4, "four") }), 429, "domain_limit")
  }, 60_000)
})

describe("unreachable targets: 10 an hour", () => {
  it("answers 502 ten times, then rate_limited before fetching anything", async () => {
    const { key } = await issueKey(server.db, { pagesPerSite: 50 })
    for (let attempt = 0; attempt < 10; attempt++) {
      expectError(
        await startAudit(server.url, key, { url: `http://127.0.0.1:1/${attempt}` }),
        502,
        "unreachable",
      )
    }
    const hitsBefore = site.hits("/p/after")
    expectError(await startAudit(server.url, key, { url: site.url("/p/after") }), 429, "rate_limited")
    expect(site.hits("/p/after")).toBe(hitsBefore)
  }, 60_000)
})

describe("pages in progress: 10 per key, queued or running", () => {
  it("refuses the eleventh page with queue_full, and places later audits behind (decision 18)", async () => {
    const { key } = await issueKey(server.db, { pagesPerSite: 50 })
    const busy = await accepted(server.url, key, { urls: pages(10, "busy", slowSite) })
    const body = expectError(
      await startAudit(server.url, key, { url: site.url("/p/eleventh") }),
      429,
      "queue_full",
    )
    expect("retryAfter" in body && body.retryAfter >= 1).toBe(true)

    // Both workers hold a slow page; the other eight wait.
    for (let tries = 0; ; tries++) {
      const status = (await call(server.url, `/api/v1/audits/${busy.id}`, { key })).json as {
        pages: ReadonlyArray<{ status: string }>
      }
      if (status.pages.filter((page) => page.status === "running").length === 2) break
      if (tries > 60) throw new Error("the workers did not take the slow pages")
      await new Promise((done) => setTimeout(done, 500))
    }
    const later = await issueKey(server.db)
    const behind = await accepted(server.url, later.key, { url: site.url("/p/behind") })
    const status = (await call(server.url, `/api/v1/audits/${behind.id}`, { key: later.key })).json
    expect(status).toMatchObject({ status: "queued", queue: { position: 2, pagesAhead: 8 } })
    const queue = (status as { queue: { etaSeconds: number; samples: number } }).queue
    expect(queue.etaSeconds).toBeGreaterThanOrEqual(1)
    expect(queue.samples).toBeGreaterThan(0)
  }, 90_000)
})
