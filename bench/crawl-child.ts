// One measurement of `pnpm bench:crawl` in a process of its own, so its peak RSS is its alone:
//   static URL: the site's pages fetched once, then audited in process (the static audit rate);
//   crawl URL PAGES CONCURRENCY STORE [THREADS]: a whole crawl into an SQLite file, then its cross-page
//   report; THREADS > 0: the pages analysed in that many of svc-server's compute threads (its sources),
//   as the server's API crawls analyse them. A crawl bounds its heap's growth as `svc crawl` does.
// Prints one JSON line of figures.
import { Auditor, type AuditorService, embeddedAuditor } from "@svc/audit"
import { boundHeapGrowth, Crawler, crawlLayer, siteReport } from "@svc/crawl"
import { Effect, Layer, Stream } from "effect"
import { threadedAnalysis } from "./threaded-analysis"

const [mode = "", url = "", ...rest] = process.argv.slice(2)

const cpuSeconds = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since)
  return (used.user + used.system) / 1e6
}
const peakRssMb = () => process.resourceUsage().maxRSS / 1024

/** The same pages a crawl audits, fetched first, then audited one after another (the fetches untimed). */
const staticRate = (pageUrls: ReadonlyArray<string>, rounds: number) =>
  Effect.gen(function* () {
    const auditor = yield* Auditor
    const siteFiles = yield* auditor.fetchSiteFiles(url)
    const pages = yield* Effect.forEach(pageUrls, (page) => auditor.fetchPage(page), { concurrency: 8 })
    for (const page of pages) yield* auditor.auditPage(page, {}, siteFiles) // warm-up
    const perRound: Array<{ readonly rate: number; readonly cpuMs: number }> = []
    for (let round = 0; round < rounds; round++) {
      const cpu = process.cpuUsage()
      const start = performance.now()
      for (const page of pages) yield* auditor.auditPage(page, {}, siteFiles)
      perRound.push({
        rate: (pages.length * 1000) / (performance.now() - start),
        cpuMs: (cpuSeconds(cpu) * 1000) / pages.length,
      })
    }
    const median = [...perRound].sort((a, b) => a.rate - b.rate)[Math.floor(rounds / 2)]
    return { pagesPerSecond: median?.rate ?? 0, cpuMsPerPage: median?.cpuMs ?? 0 }
  }).pipe(Effect.provide(embeddedAuditor({ allowPrivateTargets: true })))

const crawlRun = (maxPages: number, concurrency: number, store: string, auditor?: AuditorService) =>
  Effect.gen(function* () {
    const crawler = yield* Crawler
    // Before the first page: the modules (the sources through tsx here) and the engine, loaded.
    const loadedRssMb = peakRssMb()
    let crawlId = ""
    let pages = 0
    const cpu = process.cpuUsage()
    const start = performance.now()
    yield* Stream.runForEach(crawler.crawl({ url, options: { maxPages, concurrency } }), (event) =>
      Effect.sync(() => {
        if (event.type === "started") crawlId = event.crawlId
        if (event.type === "page") pages += 1
      }),
    )
    const crawlSeconds = (performance.now() - start) / 1000
    const crawlCpuSeconds = cpuSeconds(cpu)
    const crawlRssMb = peakRssMb()
    const analysisStart = performance.now()
    const report = yield* siteReport(crawlId)
    return {
      pages,
      state: report.state,
      crawlSeconds,
      crawlCpuSeconds,
      pagesPerSecond: pages / crawlSeconds,
      loadedRssMb,
      crawlRssMb,
      analysisSeconds: (performance.now() - analysisStart) / 1000,
      reportRssMb: peakRssMb(),
    }
  }).pipe(Effect.provide(crawlLayer({ database: store, allowPrivateTargets: true, auditor })))

/** A crawl whose Auditor analyses in `threads` compute threads of svc-server (a heap of 512 MiB each). */
const threadedCrawlRun = (maxPages: number, concurrency: number, store: string, threads: number) =>
  Effect.flatMap(Auditor, (auditor) => crawlRun(maxPages, concurrency, store, auditor)).pipe(
    Effect.provide(
      embeddedAuditor({ allowPrivateTargets: true }).pipe(Layer.provide(threadedAnalysis(threads))),
    ),
  )

const threads = Number(rest[3] ?? "0")
// As `svc crawl` does: the process's heap kept near what it holds.
if (mode === "crawl") boundHeapGrowth()
const program =
  mode === "static"
    ? staticRate(rest, 3)
    : threads > 0
      ? threadedCrawlRun(Number(rest[0]), Number(rest[1]), rest[2] ?? ":memory:", threads)
      : crawlRun(Number(rest[0]), Number(rest[1]), rest[2] ?? ":memory:")
const figures = await Effect.runPromise(program as Effect.Effect<unknown, unknown>)
process.stdout.write(`${JSON.stringify(figures)}\n`)
