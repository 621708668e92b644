import type { StatusRecord } from "@svc/contract"
import { afterAll, afterEach, describe, expect, it } from "vitest"
import { expectPlantedDefects } from "../../../fixtures/planted-site/expect-planted-defects"
import { type PlantedSite, servePlantedSite } from "../../../fixtures/planted-site/planted-site"
import { call, expectError, startAudit } from "./support/api"
import { issueKey } from "./support/keys"
import { askedTwiceByDesign, pollCrawl } from "./support/planted-crawl"
import { type RunningServer, removeTempFolders, startServer } from "./support/server-process"

// Issue 34 through the HTTP API on one process and SQLite: a start call asks for a crawl of the planted
// site (loopback, --allow-private-targets); its pages count against the key's pages per site today.

const sites: Array<PlantedSite> = []
let server: RunningServer | undefined

const serve = async (options: Parameters<typeof servePlantedSite>[0]) => {
  const site = await servePlantedSite(options)
  sites.push(site)
  return site
}

afterEach(async () => {
  await Promise.all(sites.splice(0).map((site) => site.close()))
})
afterAll(async () => {
  await server?.stop()
  removeTempFolders()
})

const running = async () => {
  server ??= await startServer({ workers: 2 })
  return server
}

/** A key that may audit the whole planted site today, with quota for it. */
const crawlingKey = async (db: string, pagesPerSite = 50) =>
  (await issueKey(db, { pagesPerSite, auditsPerHour: 10_000, fullAuditCost: 1 })).key

describe("a crawl through the HTTP API (SQLite, one process)", { timeout: 300_000 }, () => {
  it("refuses a bad crawl field with 400 invalid_request, naming it", async () => {
    const { url, db } = await running()
    const key = await crawlingKey(db)
    const start = "http://127.0.0.1:9/"
    for (const body of [
      { urls: [start, "http://127.0.0.1:9/other"], crawl: {} },
      { urls: [start], crawl: { maxPages: 0 } },
      { urls: [start], crawl: { maxDepth: 1.5 } },
      { urls: [start], crawl: { scope: "galaxy" } },
      { urls: [start], crawl: { include: "/blog/**" } },
      { urls: [start], crawl: { dropQuery: "yes" } },
      { urls: [start], crawl: { concurrency: 4 } },
      { urls: [start], crawl: null },
    ]) {
      const answer = await startAudit(url, key, body)
      const error = expectError(answer, 400, "invalid_request")
      expect(error.error, JSON.stringify(body)).toMatch(/crawl|one URL/)
    }
  })

  it("crawls the planted site: pages grow as they finish, queued → running → complete, the site judged across its pages", async () => {
    const { url, db } = await running()
    const site = await serve({ sections: 1, articlesPerSection: 1 })
    const key = await crawlingKey(db)
    const started = await startAudit(url, key, { urls: [site.url], crawl: {} })
    expect(started.status, started.text).toBe(202)
    const start = started.json as { id: string }
    expect(started.json).toMatchObject({ status: "queued", pages: 1, crawl: { pageBudget: 50 } })

    const seen: Array<StatusRecord> = []
    const record = await pollCrawl(url, key, start.id, (each) => seen.push(each))
    expect(seen.every((each) => each.crawl?.pageBudget === 50)).toBe(true)
    const statuses = seen.map((each) => each.status)
    expect(statuses.indexOf("complete")).toBe(statuses.length - 1)
    expect(statuses.filter((status) => status === "running").length).toBeGreaterThan(0)
    // The pages grow, one entry per finished page, never one twice.
    const counts = seen.map((each) => each.pages.length)
    expect(counts.every((count, index) => index === 0 || count >= (counts[index - 1] ?? 0))).toBe(true)
    const urls = record.pages.map((page) => page.url)
    expect(new Set(urls).size).toBe(urls.length)
    expect(record.pages.every((page) => page.status === "done" || page.status === "failed")).toBe(true)

    const crawl = record.site?.crawl
    expect(crawl).toMatchObject({ startUrl: site.url, state: "done", pageBudget: 50 })
    expect(crawl?.pages.map((page) => page.url).sort()).toEqual([...urls].sort())
    expect(crawl?.pages.find((page) => page.url === site.url)).toMatchObject({ depth: 0 })
    expect(Math.max(...(crawl?.pages ?? []).map((page) => page.linkScore ?? 0))).toBe(100)
    expect(crawl?.blocked).toBeGreaterThan(0)
    expectPlantedDefects(site, record.site?.crawl?.findings ?? [])
    expect(record.site?.issues.map((issue) => issue.id)).toEqual(expect.arrayContaining(["duplicate-title"]))

    const twice = [...site.pageRequests()].filter(([path, count]) => count > 1 && !askedTwiceByDesign(path))
    expect(twice).toEqual([])
    expect([...site.pageRequests().keys()].filter((path) => path.startsWith("/private/"))).toEqual([])
    expect(site.maxInFlight()).toBeLessThanOrEqual(2)

    // A page of the crawl has its PDF as any audited page.
    const pdf = await call(url, `/api/v1/audits/${start.id}?format=pdf&page=0`, { key })
    expect(pdf.status).toBe(200)
  })

  it("takes its page budget from what the key may still audit of the site today; none left is 429 domain_limit", async () => {
    const { url, db } = await running()
    const site = await serve({ sections: 2, articlesPerSection: 4, defects: false })
    const key = await crawlingKey(db, 3)
    // A page the crawl's first two do not reach (the home page, then a section it links to).
    const audited = `${site.url}s/1/a/3`
    const first = await startAudit(url, key, { urls: [audited] })
    expect(first.status, first.text).toBe(202)

    const started = await startAudit(url, key, { urls: [site.url], crawl: { maxPages: 10 } })
    expect(started.status, started.text).toBe(202)
    const start = started.json as { id: string }
    // 3 a day, one audited already: the crawl may audit 2.
    expect(started.json).toMatchObject({ pages: 1, crawl: { pageBudget: 2 } })
    const record = await pollCrawl(url, key, start.id)
    expect(record.pages).toHaveLength(2)
    expect(record.site?.crawl).toMatchObject({ state: "stopped", endReason: "maxPages", pageBudget: 2 })

    // Three pages of the site audited today: a crawl from a page not among them has no page left.
    const refused = await startAudit(url, key, { urls: [`${site.url}s/1/a/2`], crawl: {} })
    const body = expectError(refused, 429, "domain_limit")
    expect(body).toMatchObject({ pagesPerSite: 3 })

    // A crawl from a page it audited today: that page does not count twice, so the crawl has 1 page, itself.
    const fromHome = await startAudit(url, key, { urls: [site.url], crawl: {} })
    expect(fromHome.status, fromHome.text).toBe(202)
    expect(fromHome.json).toMatchObject({ pages: 1, crawl: { pageBudget: 1 } })
    const home = await pollCrawl(url, key, (fromHome.json as { id: string }).id)
    expect(home.pages.map((page) => page.url)).toEqual([site.url])

    // A page it audited today may be audited again: it does not count twice.
    const again = await startAudit(url, key, { urls: [audited] })
    expect(again.status, again.text).toBe(202)
  })
})
