import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { SiteReport } from "@svc/crawl"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { expectPlantedDefects } from "../../../fixtures/planted-site/expect-planted-defects"
import { type PlantedSite, servePlantedSite } from "../../../fixtures/planted-site/planted-site"
import { type RecordingProxy, startRecordingProxy } from "../../../scripts/recording-proxy"
import { issueKey } from "../../server/test/support/keys"
import { type RunningServer, removeTempFolders, startServer } from "../../server/test/support/server-process"
import { finished, runSvc, type SvcRun, startSvc } from "./support/run-svc"
import { validSarifResults } from "./support/sarif-schema"

// `svc crawl` and `svc result` in remote mode: the built bin with SVC_API_URL asks a real `svc-server`
// process (one for the file) to crawl a small planted site on 127.0.0.1, and prints what the server's
// record says.

let server: RunningServer
let proxy: RecordingProxy | undefined
const sites: Array<PlantedSite> = []
const folder = mkdtempSync(join(tmpdir(), "svc-crawl-remote-"))

beforeAll(async () => {
  server = await startServer({ workers: 1 })
}, 180_000)

afterAll(async () => {
  await proxy?.close()
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

/** svc in remote mode with a key that may audit `pagesPerSite` pages of a site today, on `url` (the server's by default). */
const remoteWith = async (pagesPerSite: number, url = server.url) => {
  const { key } = await issueKey(server.db, { pagesPerSite, auditsPerHour: 10_000, fullAuditCost: 1 })
  return { env: { SVC_API_URL: url, SVC_API_KEY: key } }
}

/** A SARIF result as far as these tests read it. */
interface SarifResult {
  readonly ruleId: string
  readonly properties: { readonly page: string }
  readonly relatedLocations?: ReadonlyArray<{ readonly message: { readonly text: string } }>
}

describe("svc crawl with SVC_API_URL", { timeout: 600_000 }, () => {
  describe("a crawl of the planted site, then collected again by its id", () => {
    let site: PlantedSite
    let remote: Awaited<ReturnType<typeof remoteWith>>
    let crawled: SvcRun
    let report: SiteReport
    const htmlFile = join(folder, "site.html")

    beforeAll(async () => {
      site = await serve({ sections: 1, articlesPerSection: 1 })
      remote = await remoteWith(50)
      crawled = await runSvc(["crawl", site.url, "--json", "--html", htmlFile], remote)
      report = JSON.parse(crawled.stdout) as SiteReport
    }, 180_000)

    it("crawls on the server and prints the site report: every planted defect named with its URLs, no clean page, the HTML report of every page", () => {
      expect(crawled.code, crawled.stderr).toBe(2)
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
      // Every page has its report, but a redirect to a page of the report: that page's report is its.
      const listed = new Set(report.pages.map((page) => page.url))
      const ownReports = report.pages.filter(
        (page) => page.finalUrl === page.url || !listed.has(page.finalUrl),
      )
      expect(ownReports.length).toBeLessThan(report.pages.length)
      expect(html.match(/<article class="page-report" id="page-\d+">/g)).toHaveLength(ownReports.length)
    })

    it("svc result <id> prints that crawl, not an audit of its pages: the same --json document, the site report for people, the site gate's exit code; --pdf and --verbose refused", async () => {
      const [json, human, pdf, verbose] = await Promise.all([
        runSvc(["result", report.crawlId, "--json"], remote),
        runSvc(["result", report.crawlId], remote),
        runSvc(["result", report.crawlId, "--pdf", join(folder, "site.pdf")], remote),
        runSvc(["result", report.crawlId, "--verbose"], remote),
      ])
      expect(json.code, json.stderr).toBe(2)
      expect(JSON.parse(json.stdout)).toEqual(report)
      expect(human.code, human.stderr).toBe(2)
      expect(human.stdout).toContain(`Site ${site.url}: ${report.pages.length} pages crawled`)
      // The worst site issues, each with its id and label.
      expect(human.stdout).toContain(`Site issues: the 10 worst of ${report.findings.length}`)
      for (const finding of report.findings.slice(0, 10))
        expect(human.stdout).toContain(`${finding.id}  ${finding.label}`)
      expect(human.stdout).toContain(`Crawl ${report.crawlId} on ${server.url}`)
      // A crawl has no PDF: refused by name, with what to use instead.
      expect(pdf.code).toBe(1)
      expect(pdf.stdout).toBe("")
      expect(pdf.stderr).toContain(
        "--pdf saves an audit's PDF; a crawl has none: --html FILE writes its site report",
      )
      expect(verbose.code).toBe(1)
      expect(verbose.stdout).toBe("")
      expect(verbose.stderr).toContain(
        "--verbose lists every item of an audit's findings; a crawl's report names its site issues with their URLs already",
      )
    })

    it("svc crawl --format sarif prints valid SARIF 2.1.0 that names every planted defect's URLs and no clean page", async () => {
      const run = await runSvc(["crawl", "--resume", report.crawlId, "--format", "sarif"], remote)
      expect(run.code, run.stderr).toBe(2)
      const results = validSarifResults<SarifResult>(run.stdout)
      // A site finding's result is at the page it is about, the other pages involved related to it.
      const named = (ruleId: string) =>
        results
          .filter((result) => result.ruleId === ruleId)
          .flatMap((result) => [
            result.properties.page,
            ...(result.relatedLocations ?? []).map((related) => related.message.text),
          ])
      for (const defect of site.defects)
        expect(named(`site/${defect.id}`), defect.id).toEqual(expect.arrayContaining([...defect.urls]))
      // A clean page may link to a defect (a related location); no site result is about one.
      const about = new Set(
        results.flatMap((result) => (result.ruleId.startsWith("site/") ? [result.properties.page] : [])),
      )
      expect(site.cleanPages.filter((url) => about.has(url))).toEqual([])
      // The pages' own findings are there too, each at its page.
      expect(results.some((result) => !result.ruleId.startsWith("site/"))).toBe(true)
    })
  })

  it("Ctrl-C, or SIGTERM of the svc that picked it up, leaves the crawl running on the server and says how to collect it; svc result collects it", async () => {
    // Crawl-delay 1 s over 12 pages: the crawl runs for longer than svc's first status poll (5 s) and a pick-up's first.
    const site = await serve({ sections: 1, articlesPerSection: 10, defects: false, crawlDelay: 1 })
    proxy ??= await startRecordingProxy(server.url)
    const remote = await remoteWith(50, proxy.url)
    proxy.reset()
    const child = startSvc(["crawl", site.url], remote)
    const output = finished(child)
    const firstPoll = () =>
      proxy?.exchanges.find(
        (exchange) => exchange.method === "GET" && /^\/api\/v1\/audits\/[0-9a-f-]{36}$/.test(exchange.path),
      )
    // Polling for a condition, not a timed assertion: svc is signalled once it waits on the crawl's polls.
    while (firstPoll() === undefined && child.exitCode === null)
      await new Promise((resolve) => setTimeout(resolve, 100))
    const poll = firstPoll()
    expect(poll?.auditStatus, "the crawl was still running when svc was interrupted").toMatch(
      /^(queued|running)$/,
    )
    child.kill("SIGINT")
    const interrupted = await output
    expect(interrupted.signal).toBeNull()
    expect(interrupted.code).toBe(130)
    expect(interrupted.stdout).toBe("")
    const id = /svc crawl --resume ([0-9a-f-]{36})/.exec(interrupted.stderr)?.[1]
    expect(interrupted.stderr).toContain(
      "The crawl goes on on the server; collect it with: svc crawl --resume",
    )
    expect(poll?.path).toBe(`/api/v1/audits/${id}`)

    // Picked up again, and ended by a service manager's SIGTERM while it waits: the same, with 143.
    proxy.reset()
    const pickedUp = startSvc(["crawl", "--resume", id ?? ""], remote)
    const pickedUpOutput = finished(pickedUp)
    while (firstPoll() === undefined && pickedUp.exitCode === null)
      await new Promise((resolve) => setTimeout(resolve, 100))
    expect(firstPoll()?.auditStatus, "the crawl was still running when svc was terminated").toMatch(
      /^(queued|running)$/,
    )
    pickedUp.kill("SIGTERM")
    const terminated = await pickedUpOutput
    expect(terminated.signal).toBeNull()
    expect(terminated.code).toBe(143)
    expect(terminated.stdout).toBe("")
    expect(terminated.stderr).toContain(
      `The crawl goes on on the server; collect it with: svc crawl --resume ${id}`,
    )

    const collected = await runSvc(["result", id ?? ""], remote)
    expect(collected.code, collected.stderr).not.toBe(1)
    expect(collected.stdout).toContain(
      `Site ${site.url}: ${site.pageCount} pages crawled, 0 of them could not be audited`,
    )
    expect(collected.stdout).toContain(`Crawl ${id} on ${proxy.url}`)
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
