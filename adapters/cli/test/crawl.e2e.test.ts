import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { SiteReport } from "@svc/crawl"
import { afterAll, afterEach, describe, expect, it } from "vitest"
import { type PlantedSite, servePlantedSite } from "../../../fixtures/planted-site/planted-site"
import { finished, runSvc, startSvc } from "./support/run-svc"

// `svc crawl` end to end: the built bin crawls a generated site of a few hundred pages on 127.0.0.1
// with a defect of every cross-page kind planted among clean control pages.

const folders: Array<string> = []
const sites: Array<PlantedSite> = []
const tempFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), "svc-crawl-"))
  folders.push(folder)
  return folder
}
const serve = async (options: Parameters<typeof servePlantedSite>[0]) => {
  const site = await servePlantedSite(options)
  sites.push(site)
  return site
}

afterEach(async () => {
  await Promise.all(sites.splice(0).map((site) => site.close()))
})
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

/** Page requests (not robots.txt, sitemaps or llms.txt) by path, and how often each came. */
const pageRequests = (site: PlantedSite) => {
  const counts = new Map<string, number>()
  for (const request of site.requests())
    if (!/^\/(robots\.txt|sitemap\.xml|llms\.txt)$/.test(request.path))
      counts.set(request.path, (counts.get(request.path) ?? 0) + 1)
  return counts
}

/** A URL as the HTML report writes it in text. */
const escaped = (url: string) =>
  url.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll('"', "&quot;").replaceAll("'", "&#39;")

/** The checks whose facts the crawl does not collect yet: llms.txt's URLs are not read. */
const NOT_COLLECTED = new Set(["llms-txt-urls"])

describe("svc crawl", { timeout: 600_000 }, () => {
  it("finds every planted defect with its URLs, names no clean page, obeys robots.txt, fetches no page twice, keeps 2 requests in flight", async () => {
    const site = await serve({ sections: 10, articlesPerSection: 25 })
    const folder = tempFolder()
    const store = join(folder, "crawls.db")
    const htmlFile = join(folder, "site.html")
    const run = await runSvc([
      "crawl",
      site.url,
      "--allow-private",
      "--store",
      store,
      "--json",
      "--max-pages",
      "1000",
      "--html",
      htmlFile,
    ])
    expect(run.code, run.stderr).toBe(2)
    const report = JSON.parse(run.stdout) as SiteReport
    expect(report.state).toBe("done")
    expect(report.pages.length).toBeGreaterThan(300)

    for (const defect of site.defects) {
      if (NOT_COLLECTED.has(defect.id)) continue
      const finding = report.findings.find((each) => each.id === defect.id)
      expect(finding, defect.id).toBeDefined()
      expect(finding?.pages, defect.id).toEqual(expect.arrayContaining([...defect.urls]))
    }
    const named = new Set(report.findings.flatMap((finding) => finding.items.map((item) => item.url)))
    expect(site.cleanPages.filter((url) => named.has(url))).toEqual([])
    // The issues of the contract's site object are the failing findings.
    expect(report.site.issues.map((issue) => issue.id)).toEqual(
      expect.arrayContaining(
        site.defects.filter((defect) => !NOT_COLLECTED.has(defect.id)).map((defect) => defect.id),
      ),
    )
    for (const page of report.pages) {
      if (page.linkScore !== null) expect(page.linkScore).toBeGreaterThanOrEqual(0)
      if (page.linkScore !== null) expect(page.linkScore).toBeLessThanOrEqual(100)
    }
    expect(Math.max(...report.pages.map((page) => page.linkScore ?? 0))).toBe(100)

    const requests = pageRequests(site)
    expect([...requests.keys()].filter((path) => path.startsWith("/private/"))).toEqual([])
    // Asked twice: the page that answered 429 first; the loop's hops come round within one fetch.
    const twice = [...requests].filter(([path, count]) => count > 1 && !path.startsWith("/loop/"))
    expect(twice).toEqual([["/busy", 2]])
    expect(site.maxInFlight()).toBeLessThanOrEqual(2)
    expect(site.requests().every((request) => request.userAgent.includes("svc"))).toBe(true)

    // The site report: every site issue with every URL involved, every page's own report in the one file.
    expect(run.stderr).toContain(`Saved the HTML report to ${htmlFile}`)
    const html = readFileSync(htmlFile, "utf8")
    for (const finding of report.findings) {
      const block = html.split(`data-site-finding="${finding.id}"`)[1]?.split("</article>")[0] ?? ""
      expect(block, finding.id).not.toBe("")
      for (const url of finding.pages) expect(block, `${finding.id} ${url}`).toContain(`${escaped(url)}</a>`)
    }
    expect(html.match(/<article class="page-report" id="page-\d+">/g)).toHaveLength(report.pages.length)
    expect(html.match(/<script/g)).toBeNull()
  })

  it("stops at --max-pages and says so; interrupted by Ctrl-C, the same command continues and fetches only what is left", async () => {
    const bounded = await serve({ sections: 3, articlesPerSection: 6, defects: false })
    const boundedStore = join(tempFolder(), "crawls.db")
    const first = await runSvc([
      "crawl",
      bounded.url,
      "--allow-private",
      "--store",
      boundedStore,
      "--max-pages",
      "8",
    ])
    expect(first.stdout).toContain("--max-pages")
    expect(pageRequests(bounded).size).toBe(8)

    const site = await serve({ sections: 2, articlesPerSection: 20, defects: false, crawlDelay: 0.2 })
    const store = join(tempFolder(), "crawls.db")
    const args = ["crawl", site.url, "--allow-private", "--store", store, "--json"]
    const child = startSvc(args)
    const interrupted = finished(child)
    while (pageRequests(site).size < 8) await new Promise((resume) => setTimeout(resume, 50))
    child.kill("SIGINT")
    expect((await interrupted).code).toBe(130)
    expect(pageRequests(site).size).toBeLessThan(1 + 2 + 2 * 20)

    const resumed = await runSvc(args)
    // 2, not 0: what every page of a small template fails is a site issue too (a template problem).
    expect(resumed.code, resumed.stderr).toBe(2)
    const done = JSON.parse(resumed.stdout) as SiteReport
    expect(done.state).toBe("done")
    expect(done.pages).toHaveLength(1 + 2 + 2 * 20)
    expect([...pageRequests(site)].filter(([, count]) => count > 1)).toEqual([])
    expect(done.findings).toEqual([])
  })

  it("waits Crawl-delay between requests to the host, and writes pages.csv and links.csv", async () => {
    const site = await serve({ sections: 1, articlesPerSection: 3, defects: false, crawlDelay: 1 })
    const folder = tempFolder()
    const run = await runSvc([
      "crawl",
      site.url,
      "--allow-private",
      "--store",
      join(folder, "crawls.db"),
      "--csv",
      join(folder, "csv"),
    ])
    expect(run.code, run.stderr).toBe(2)
    const starts = site
      .requests()
      .filter((request) => !/^\/(robots\.txt|sitemap\.xml|llms\.txt)$/.test(request.path))
      .map((request) => request.start)
      .sort((a, b) => a - b)
    expect(starts).toHaveLength(1 + 1 + 3)
    for (let index = 1; index < starts.length; index++)
      expect((starts[index] ?? 0) - (starts[index - 1] ?? 0)).toBeGreaterThanOrEqual(900)
    const pages = readFileSync(join(folder, "csv", "pages.csv"), "utf8").split("\r\n")
    expect(pages[0]).toBe("sep=,")
    expect(pages[1]).toMatch(/^url,final_url,status,http_status/)
    expect(pages.filter((line) => line.startsWith(site.origin))).toHaveLength(1 + 1 + 3)
    const links = readFileSync(join(folder, "csv", "links.csv"), "utf8")
    expect(links).toContain(`${site.origin}/,${site.origin}/s/0,`)
  })

  it("refuses a start URL on a private address without --allow-private, and a crawl with neither URL nor --resume", async () => {
    const site = await serve({ sections: 1, articlesPerSection: 1, defects: false })
    const refused = await runSvc(["crawl", site.url, "--store", join(tempFolder(), "crawls.db")])
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain("--allow-private")
    expect(site.requests()).toEqual([])
    const neither = await runSvc(["crawl"])
    expect(neither.code).toBe(1)
    expect(neither.stderr).toContain("start URL, or --resume")
  })
})
