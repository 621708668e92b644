import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { SiteReport } from "@svc/crawl"
import { afterAll, afterEach, describe, expect, it } from "vitest"
import { expectPlantedDefects } from "../../../fixtures/planted-site/expect-planted-defects"
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

/** A URL as the HTML report writes it in text. */
const escaped = (url: string) =>
  url.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll('"', "&quot;").replaceAll("'", "&#39;")

/** `svc crawl --json` of `site` with `args` into a store of its own: the run and its report (when it printed one). */
const crawlJson = async (
  site: PlantedSite,
  args: ReadonlyArray<string>,
  store = join(tempFolder(), "crawls.db"),
) => {
  const run = await runSvc(["crawl", site.url, "--allow-private", "--store", store, "--json", ...args])
  return { run, report: run.stdout === "" ? undefined : (JSON.parse(run.stdout) as SiteReport), store }
}

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

    expectPlantedDefects(site, report.findings)
    // The issues of the contract's site object are the failing findings.
    expect(report.site.issues.map((issue) => issue.id)).toEqual(
      expect.arrayContaining(site.defects.map((defect) => defect.id)),
    )
    // llms.txt lists the home page too: it answers, so only the missing and the blocked URL are named.
    const llms = report.findings.find((finding) => finding.id === "llms-txt-urls")
    expect(llms?.items.map((item) => item.url).sort()).toEqual(
      [`${site.origin}/missing/llms-listed`, `${site.origin}/private/llms`].sort(),
    )
    for (const page of report.pages) {
      if (page.linkScore !== null) expect(page.linkScore).toBeGreaterThanOrEqual(0)
      if (page.linkScore !== null) expect(page.linkScore).toBeLessThanOrEqual(100)
    }
    expect(Math.max(...report.pages.map((page) => page.linkScore ?? 0))).toBe(100)

    const requests = site.pageRequests()
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
    // Every page has its report, but a redirect to a page of the report: that page's report is its.
    const listed = new Set(report.pages.map((page) => page.url))
    const ownReports = report.pages.filter((page) => page.finalUrl === page.url || !listed.has(page.finalUrl))
    expect(ownReports.length).toBeLessThan(report.pages.length)
    expect(html.match(/<article class="page-report" id="page-\d+">/g)).toHaveLength(ownReports.length)
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
    expect(bounded.pageRequests().size).toBe(8)

    const site = await serve({ sections: 2, articlesPerSection: 20, defects: false, crawlDelay: 0.2 })
    const store = join(tempFolder(), "crawls.db")
    const args = ["crawl", site.url, "--allow-private", "--store", store, "--json"]
    const child = startSvc(args)
    const interrupted = finished(child)
    while (site.pageRequests().size < 8) await new Promise((resume) => setTimeout(resume, 50))
    child.kill("SIGINT")
    expect((await interrupted).code).toBe(130)
    expect(site.pageRequests().size).toBeLessThan(1 + 2 + 2 * 20)

    const resumed = await runSvc(args)
    // 2, not 0: what every page of a small template fails is a site issue too (a template problem).
    expect(resumed.code, resumed.stderr).toBe(2)
    const done = JSON.parse(resumed.stdout) as SiteReport
    expect(done.state).toBe("done")
    expect(done.pages).toHaveLength(1 + 2 + 2 * 20)
    expect([...site.pageRequests()].filter(([, count]) => count > 1)).toEqual([])
    expect(done.findings).toEqual([])
  })

  it("waits Crawl-delay between every two requests to the host, robots.txt, the sitemap and llms.txt too, and writes pages.csv and links.csv", async () => {
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
    const requests = [...site.requests()].sort((a, b) => a.start - b.start)
    expect(requests[0]?.path).toBe("/robots.txt")
    expect(
      requests.map((request) => request.path).filter((path) => /^\/(sitemap\.xml|llms\.txt)$/.test(path)),
    ).toHaveLength(2)
    expect(requests).toHaveLength(3 + 1 + 1 + 3)
    const gaps = requests.slice(1).map((request, index) => ({
      between: `${requests[index]?.path} → ${request.path}`,
      ms: request.start - (requests[index]?.start ?? 0),
    }))
    expect(gaps.filter((gap) => gap.ms < 900)).toEqual([])
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
  it("reads the first 500 KiB of a 10 MB robots.txt and says so; a sitemap index naming itself, or two naming each other, is read once each and said", async () => {
    const huge = await serve({ sections: 1, articlesPerSection: 3, defects: false, hugeRobots: true })
    const robots = await crawlJson(huge, [])
    expect(robots.report?.state, robots.run.stderr).toBe("done")
    // The `Disallow: /` past 500 KiB was ignored: every page was crawled.
    expect(robots.report?.pages).toHaveLength(1 + 1 + 3)
    expect(robots.report?.notices.join("\n")).toMatch(
      /robots\.txt is longer than 500 KiB: svc obeyed the rules of its first 500 KiB and ignored the rest/,
    )

    for (const shape of ["self", "cycle"] as const) {
      const site = await serve({ sections: 1, articlesPerSection: 3, defects: false, sitemapIndex: shape })
      const { run, report } = await crawlJson(site, [])
      expect(report?.state, run.stderr).toBe("done")
      expect(report?.pages).toHaveLength(1 + 1 + 3)
      const sitemapRequests = site.requests().filter((request) => request.path.startsWith("/sitemap"))
      expect(sitemapRequests.map((request) => request.path).sort()).toEqual(
        shape === "self"
          ? ["/sitemap-pages.xml", "/sitemap.xml"]
          : ["/sitemap-b.xml", "/sitemap-pages.xml", "/sitemap.xml"],
      )
      expect(report?.notices.join("\n")).toContain(
        shape === "self"
          ? `The sitemap index ${site.origin}/sitemap.xml names itself`
          : `The sitemap index ${site.origin}/sitemap-b.xml is listed by the index ${site.origin}/sitemap.xml`,
      )
    }
  })

  it("ends a site of endless calendar URLs at its bound, says which, and names the URL pattern that kept growing", async () => {
    const site = await serve({ sections: 1, articlesPerSection: 2, defects: false, calendar: true })
    const store = join(tempFolder(), "crawls.db")
    const human = await runSvc(["crawl", site.url, "--allow-private", "--store", store, "--max-pages", "30"])
    expect(human.stdout).toContain("--max-pages")
    expect(human.stdout).toContain("/calendar?month=*-*")
    expect(human.stdout).toContain("--exclude '/calendar'")
    expect(site.requests().filter((request) => request.path.startsWith("/calendar")).length).toBeLessThan(30)

    const deep = await serve({ sections: 1, articlesPerSection: 2, defects: false, calendar: true })
    const { run, report } = await crawlJson(deep, ["--max-depth", "8"])
    expect(report?.state, run.stderr).toBe("stopped")
    expect(report?.endReason).toBe("maxDepth")
    const notices = report?.notices.join("\n") ?? ""
    expect(notices).toContain("deeper than the crawl's depth bound (8 clicks from the start URL)")
    expect(notices).toContain(`${deep.origin}/calendar?month=*-*`)
    // Months 1 to 8 are 1 to 8 clicks from the home page: the ninth is left out.
    expect(deep.requests().filter((request) => request.path.startsWith("/calendar"))).toHaveLength(8)
  })

  it("resumes a crawl with a raised --max-pages or --max-depth, fetching only what is new, and refuses another scope or glob", async () => {
    const site = await serve({ sections: 3, articlesPerSection: 6, defects: false })
    const first = await crawlJson(site, ["--max-pages", "8"])
    expect(first.report?.state).toBe("stopped")
    const crawlId = first.report?.crawlId ?? ""
    const resume = (args: ReadonlyArray<string>) =>
      runSvc(["crawl", "--resume", crawlId, "--allow-private", "--store", first.store, "--json", ...args])

    const refused = await resume(["--scope", "site"])
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain('keeps the scope it began with ("host")')
    const globbed = await resume(["--exclude", "/s/1/**"])
    expect(globbed.code).toBe(1)
    expect(globbed.stderr).toContain("keeps the exclude it began with")

    const raised = await resume(["--max-pages", "100"])
    const done = JSON.parse(raised.stdout) as SiteReport
    expect(done.state, raised.stderr).toBe("done")
    expect(done.pages).toHaveLength(1 + 3 + 3 * 6)
    expect(done.notices).toContain("The crawl was resumed with maxPages 100 (was 8).")
    expect([...site.pageRequests()].filter(([, count]) => count > 1)).toEqual([])

    // The calendar's month k is k clicks from the home page (and in no sitemap): --max-depth 4 stops at April.
    const calendar = await serve({ sections: 1, articlesPerSection: 2, defects: false, calendar: true })
    const bounded = await crawlJson(calendar, ["--max-depth", "4"])
    expect(bounded.report?.endReason).toBe("maxDepth")
    const deeper = await runSvc([
      "crawl",
      "--resume",
      bounded.report?.crawlId ?? "",
      "--allow-private",
      "--store",
      bounded.store,
      "--json",
      "--max-depth",
      "6",
    ])
    const deepened = JSON.parse(deeper.stdout) as SiteReport
    expect(deepened.endReason, deeper.stderr).toBe("maxDepth")
    expect(deepened.notices).toContain("The crawl was resumed with maxDepth 6 (was 4).")
    const months = [...calendar.pageRequests()].filter(([path]) => path.startsWith("/calendar"))
    expect(months.map(([path]) => path).sort()).toEqual(
      [1, 2, 3, 4, 5, 6].map((month) => `/calendar?month=2026-0${month}`),
    )
    expect([...calendar.pageRequests()].filter(([, count]) => count > 1)).toEqual([])
  })
})
