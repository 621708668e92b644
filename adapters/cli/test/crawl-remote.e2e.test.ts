import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { SiteReport } from "@svc/crawl"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { expectPlantedDefects } from "../../../fixtures/planted-site/expect-planted-defects"
import { type PlantedSite, servePlantedSite } from "../../../fixtures/planted-site/planted-site"
import { issueKey } from "../../server/test/support/keys"
import { type RunningServer, removeTempFolders, startServer } from "../../server/test/support/server-process"
import { runSvc } from "./support/run-svc"

// `svc crawl` in remote mode: the built bin with SVC_API_URL asks a real `svc-server` process (one for
// the file) to crawl a small planted site on 127.0.0.1, and prints what the server's record says.

let server: RunningServer
const sites: Array<PlantedSite> = []
const folder = mkdtempSync(join(tmpdir(), "svc-crawl-remote-"))

beforeAll(async () => {
  server = await startServer({ workers: 1 })
}, 180_000)

afterAll(async () => {
  await Promise.all(sites.map((site) => site.close()))
  await server?.stop()
  removeTempFolders()
  rmSync(folder, { recursive: true, force: true })
}, 60_000)

const serve = async (options: Parameters<typeof servePlantedSite>[0]) => {
  const site = await servePlantedSite(options)
  sites.push(site)
  return site
}

/** svc in remote mode with a key that may audit `pagesPerSite` pages of a site today. */
const remoteWith = async (pagesPerSite: number) => {
  const { key } = await issueKey(server.db, { pagesPerSite, auditsPerHour: 10_000, fullAuditCost: 1 })
  return { env: { SVC_API_URL: server.url, SVC_API_KEY: key } }
}

describe("svc crawl with SVC_API_URL", { timeout: 600_000 }, () => {
  it("crawls on the server and prints the site report: every planted defect named with its URLs, no clean page, the HTML report of every page", async () => {
    const site = await serve({ sections: 1, articlesPerSection: 1 })
    const htmlFile = join(folder, "site.html")
    const run = await runSvc(["crawl", site.url, "--json", "--html", htmlFile], await remoteWith(50))
    expect(run.code, run.stderr).toBe(2)
    const report = JSON.parse(run.stdout) as SiteReport
    expect(report).toMatchObject({ startUrl: site.url, state: "done", endReason: null, locale: "en" })
    expect(report.crawlId).toMatch(/^[0-9a-f-]{36}$/)
    expectPlantedDefects(site, report.findings)
    for (const finding of report.findings) expect(finding.category, finding.id).toBeDefined()
    // Each page's own figures come from its result in the server's record.
    const home = report.pages.find((page) => page.url === site.url)
    expect(home).toMatchObject({ status: "done", depth: 0, finalUrl: site.url })
    expect(home?.title).toEqual(expect.any(String))
    expect(Math.max(...report.pages.map((page) => page.linkScore ?? 0))).toBe(100)
    expect(report.site).not.toHaveProperty("crawl")

    const html = readFileSync(htmlFile, "utf8")
    expect(html.match(/<article class="page-report" id="page-\d+">/g)).toHaveLength(report.pages.length)
  })

  it("audits no more pages than the key may audit of the site today; a second crawl is refused with 429 domain_limit", async () => {
    const site = await serve({ sections: 2, articlesPerSection: 4, defects: false })
    const remote = await remoteWith(2)
    const bounded = await runSvc(["crawl", site.url], remote)
    expect(bounded.code, bounded.stderr).not.toBe(1)
    expect(bounded.stdout).toContain("stopped at its page budget")
    expect(bounded.stdout).toMatch(/Crawl [0-9a-f-]{36} on http:\/\/127\.0\.0\.1:\d+/)
    expect(bounded.stdout).toContain(`Site ${site.url}: 2 pages crawled`)

    // Both pages of the day audited: a crawl from a page not among them has none left.
    const refused = await runSvc(["crawl", `${site.url}s/1/a/3`, "--json"], remote)
    expect(refused.code).toBe(1)
    expect(refused.stdout).toBe("")
    expect(refused.stderr).toContain("(429 domain_limit)")
    expect(refused.stderr).toContain("this key may audit 2 page(s) of a site a day")
  })

  it("refuses by name what only a crawl in this process takes", async () => {
    const remote = { env: { SVC_API_URL: server.url, SVC_API_KEY: "svc_unused" } }
    const store = await runSvc(["crawl", "https://example.com/", "--store", join(folder, "c.db")], remote)
    expect(store.code).toBe(1)
    expect(store.stderr).toContain("--store applies to crawls in this process only")
    const csv = await runSvc(["crawl", "https://example.com/", "--csv", folder], remote)
    expect(csv.stderr).toContain("--csv applies to crawls in this process only")
  })
})
