// pnpm bench:compute [--pages N] [--sitemap URLS] [--threads N]: the audit of a site's pages (with the crawl
// facts, as a crawl asks for them) in process against svc-server's compute threads, every page with the
// same site files — a sitemap of URLS addresses, as a crawl of a site with such a sitemap has them.
import { loadavg } from "node:os"
import { parseArgs } from "node:util"
import { Analysis, type AnalysisService } from "@svc/audit"
import { analysisInProcess, defaultRegistry } from "@svc/audit/analysis"
import { type PageSnapshot, type SiteFiles, singleSitemap } from "@svc/core"
import { Effect, Layer } from "effect"
import { generatedPage } from "./generated-page"
import { threadedAnalysis } from "./threaded-analysis"

const { values } = parseArgs({
  options: {
    pages: { type: "string", default: "300" },
    sitemap: { type: "string", default: "10000" },
    threads: { type: "string", default: "2" },
  },
})
const pageCount = Number(values.pages)
const sitemapUrls = Number(values.sitemap)
const threads = Number(values.threads)
const origin = "https://bakery.example"

const siteFilesWith = (urls: number): SiteFiles => ({
  robots: {
    state: "present",
    url: `${origin}/robots.txt`,
    status: 200,
    body: `User-agent: *\nAllow: /\nSitemap: ${origin}/sitemap.xml\n`,
  },
  sitemap: singleSitemap(
    {
      state: "present",
      url: `${origin}/sitemap.xml`,
      status: 200,
      body: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${Array.from(
        { length: urls },
        (_, index) => `<url><loc>${origin}/p/${index}</loc></url>`,
      ).join("\n")}\n</urlset>\n`,
    },
    { named: true },
  ),
  llms: { state: "absent", url: `${origin}/llms.txt`, status: 404 },
  httpVersion: { state: "notFetched" },
})

const snapshotsWith = (siteFiles: SiteFiles): ReadonlyArray<PageSnapshot> =>
  Array.from({ length: pageCount }, (_, index) => ({
    requestedUrl: `${origin}/p/${index}`,
    finalUrl: `${origin}/p/${index}`,
    redirects: [],
    status: 200,
    headers: { "content-type": "text/html; charset=utf-8" },
    body: generatedPage(20_000, index + 1),
    responseTimeMs: 20,
    fetchedAt: "2026-12-07T00:00:00.000Z",
    siteFiles,
  }))

const options = {}

/** Audits every page (`concurrency` at once) and says how fast, after a warm-up of 20 pages. */
const measure = async (
  analysis: AnalysisService,
  snapshots: ReadonlyArray<PageSnapshot>,
  concurrency: number,
) => {
  const run = (pages: ReadonlyArray<PageSnapshot>) =>
    Effect.runPromise(
      Effect.forEach(pages, (snapshot) => analysis.auditForCrawl(snapshot, options), {
        concurrency,
        discard: true,
      }),
    )
  await run(snapshots.slice(0, 20))
  const cpu = process.cpuUsage()
  const started = performance.now()
  await run(snapshots)
  const seconds = (performance.now() - started) / 1000
  const used = process.cpuUsage(cpu)
  return {
    "pages/s": (snapshots.length / seconds).toFixed(1),
    "CPU ms/page (all threads)": ((used.user + used.system) / 1000 / snapshots.length).toFixed(1),
  }
}

const withThreadedAnalysis = (run: (analysis: AnalysisService) => Promise<Record<string, string>>) =>
  Effect.runPromise(
    Effect.scoped(
      Effect.flatMap(Layer.build(threadedAnalysis(threads)), (context) =>
        Effect.promise(() => run(context.unsafeMap.get(Analysis.key) as AnalysisService)),
      ),
    ),
  )

const rows: Array<Record<string, string>> = []
for (const urls of [0, sitemapUrls]) {
  const snapshots = snapshotsWith(siteFilesWith(urls))
  const inProcess = await measure(analysisInProcess(defaultRegistry()), snapshots, 1)
  rows.push({ run: `in process, sitemap of ${urls} URLs`, ...inProcess })
  const threaded = await withThreadedAnalysis((analysis) => measure(analysis, snapshots, threads * 2))
  rows.push({ run: `${threads} compute threads, sitemap of ${urls} URLs`, ...threaded })
}
console.log(
  `${pageCount} generated pages of 20 KB, audited with their crawl facts; load ${loadavg()[0]?.toFixed(1)}`,
)
console.table(rows)
