// pnpm bench:crawl [--pages N] [--small N] [--concurrency N] [--threads N] [--pg-runs N]: a whole-site crawl on loopback, printed, never a gate.
// A generated site (the planted site's clean pages: a home page, sections of 99 articles) is crawled
// into an SQLite file by a child process each time, so that each peak RSS is that crawl's alone:
//   - pages per second against the static audit rate of the largest site's pages measured in this run
//     (fetched first with the site's files, then audited one after another in one process: what
//     `pnpm bench` measures, on these pages); goal: crawl overhead ≤ 25 %;
//   - peak RSS at --small and at --pages pages, while crawling and with the cross-page report (goal:
//     ≤ 400 MB and flat), beside the RSS once the modules and the engine are loaded, before the crawl;
//   - the cross-page analysis (the site report: facts read from the store, every site rule, link
//     scores) at --pages pages (goal: ≤ 10 s).
//   - --threads N (0: none, the default): each site crawled again with its pages analysed in N of
//     svc-server's compute threads (from its sources), as the server's API crawls are.
//   - 1 vs 2 `svc-server work` processes on PostgreSQL sharing one crawl started through the HTTP API
//     of the --small site (its budget: 50 pages, the most a key may audit of a site a day; the host's
//     2 request slots, as the API crawls), each measured --pg-runs times after a crawl not measured
//     (the processes warm; the median printed; 0 skips it). PostgreSQL: SVC_TEST_DATABASE_URL's
//     server, else a throwaway one; the server's build when there is one (`pnpm build`), else its
//     sources (--source: the sources always).
// The crawls and the static rate run the packages' build too when there is one (what `svc crawl` runs;
// tsx then loads the bench's own file alone), else their sources; --source: the sources always.
// Politeness is off for loopback in the SQLite crawls: no Crawl-delay, --concurrency requests in flight (default 8).
import { execFile } from "node:child_process"
import { existsSync, mkdtempSync, rmSync } from "node:fs"
import { cpus, loadavg, tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { parseArgs } from "node:util"
import { servePlantedSite } from "../fixtures/planted-site/planted-site"
import { type ApiCrawlFigures, apiCrawls } from "./crawl-postgres"
import { benchPostgres, serverProcesses } from "./server-processes"

const { values } = parseArgs({
  options: {
    pages: { type: "string", default: "10000" },
    small: { type: "string", default: "1000" },
    concurrency: { type: "string", default: "8" },
    /** svc-server compute threads for a second crawl of each site (0: none). */
    threads: { type: "string", default: "0" },
    /** Pages of the largest site audited for the static rate. */
    sample: { type: "string", default: "300" },
    /** API crawls on PostgreSQL measured for each number of work processes (the median printed); 0 skips them. */
    "pg-runs": { type: "string", default: "3" },
    /** --workers of each work process. */
    "pg-workers": { type: "string", default: "2" },
    /** Run svc-server and the crawls from the TypeScript sources even when a build exists. */
    source: { type: "boolean", default: false },
  },
})
const concurrency = Number(values.concurrency)
const threads = Number(values.threads)
const ARTICLES = 99
const root = resolve(import.meta.dirname, "..")
const folder = mkdtempSync(join(tmpdir(), "svc-bench-crawl-"))
/** Whether the crawls run the packages' build (the crawler's bundle is there and --source not given). */
const builtPackages = existsSync(join(root, "packages/crawl/dist/index.js")) && !values.source

/** Runs bench/crawl-child.ts with `args` and answers the figures it printed. */
const child = (args: ReadonlyArray<string>): Promise<Record<string, number | string>> =>
  new Promise((done, failed) => {
    execFile(
      process.execPath,
      [
        ...(builtPackages ? [] : ["--conditions=source"]),
        "--import",
        "tsx",
        join(root, "bench/crawl-child.ts"),
        ...args,
      ],
      { cwd: root, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) failed(new Error(`${error.message}\n${stderr}`))
        else done(JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}") as Record<string, number | string>)
      },
    )
  })

const sectionsFor = (pages: number) => Math.max(1, Math.round(pages / (ARTICLES + 1)))

/** A planted site of about `pages` pages (a home page, sections of 99 articles), clean. */
const siteOf = (pages: number) =>
  servePlantedSite({ sections: sectionsFor(pages), articlesPerSection: ARTICLES, defects: false })

const sizes = [Number(values.small), Number(values.pages)].filter(
  (size, index, all) => all.indexOf(size) === index,
)
console.log(
  `\nsvc bench:crawl — sites of ${sizes.map((size) => size.toLocaleString("en")).join(" and ")} pages on 127.0.0.1, ` +
    `${concurrency} requests in flight, SQLite store, the packages ${builtPackages ? "built" : "from their sources"}, ` +
    `Node ${process.version}, ${cpus().length} cores, ` +
    `load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(" ")}\n`,
)

/** The first `count` page URLs of a planted site with `sections` sections: the home page, then section by section. */
const firstPages = (origin: string, sections: number, count: number) =>
  [
    `${origin}/`,
    ...Array.from({ length: sections }, (_, section) => [
      `${origin}/s/${section}`,
      ...Array.from({ length: ARTICLES }, (_, article) => `${origin}/s/${section}/a/${article}`),
    ]).flat(),
  ].slice(0, count)

try {
  const largest = Math.max(...sizes)
  const crawled = new Map<number, Record<string, number | string>>()
  const crawledInThreads = new Map<number, Record<string, number | string>>()
  let staticRate = 0
  let staticCpuMs = 0
  let sampled = 0
  // The largest site first: its pages give the static rate with the same site files as its crawl (a
  // sitemap of every page, read by every page's audit).
  for (const size of [...sizes].sort((a, b) => b - a)) {
    const site = await siteOf(size)
    if (size === largest) {
      const sample = firstPages(site.origin, sectionsFor(size), Number(values.sample))
      sampled = sample.length
      const staticFigures = await child(["static", site.url, ...sample])
      staticRate = Number(staticFigures.pagesPerSecond)
      staticCpuMs = Number(staticFigures.cpuMsPerPage)
    }
    const store = join(folder, `crawl-${size}.db`)
    crawled.set(size, await child(["crawl", site.url, String(site.pageCount), String(concurrency), store]))
    if (threads > 0) {
      const threadedStore = join(folder, `crawl-${size}-threads.db`)
      crawledInThreads.set(
        size,
        await child([
          "crawl",
          site.url,
          String(site.pageCount),
          String(concurrency),
          threadedStore,
          String(threads),
        ]),
      )
    }
    await site.close()
  }

  const rows: Array<Record<string, string>> = [
    {
      run: `static audit of ${sampled} of its pages (in process, fetched first)`,
      "pages/s": staticRate.toFixed(1),
      "CPU ms/page": staticCpuMs.toFixed(1),
      "overhead vs static": "",
      "RSS loaded MB": "",
      "peak RSS crawling MB": "",
      "peak RSS with report MB": "",
      "cross-page analysis s": "",
    },
  ]
  const crawlRows = sizes.flatMap((size) => [
    { figures: crawled.get(size), how: "" },
    { figures: crawledInThreads.get(size), how: `, ${threads} compute threads` },
  ])
  for (const { figures, how } of crawlRows) {
    if (figures === undefined) continue
    const rate = Number(figures.pagesPerSecond)
    rows.push({
      run: `crawl of ${Number(figures.pages).toLocaleString("en")} pages${how} (${figures.state})`,
      "pages/s": rate.toFixed(1),
      "CPU ms/page": ((Number(figures.crawlCpuSeconds) * 1000) / Number(figures.pages)).toFixed(1),
      "overhead vs static": `${((1 - rate / staticRate) * 100).toFixed(0)} %`,
      "RSS loaded MB": Number(figures.loadedRssMb).toFixed(0),
      "peak RSS crawling MB": Number(figures.crawlRssMb).toFixed(0),
      "peak RSS with report MB": Number(figures.reportRssMb).toFixed(0),
      "cross-page analysis s": Number(figures.analysisSeconds).toFixed(2),
    })
  }
  let pgNote = ""
  const pgRuns = Number(values["pg-runs"])
  if (pgRuns > 0) {
    const pgWorkers = Number(values["pg-workers"])
    const postgres = benchPostgres()
    const servers = serverProcesses({ source: values.source })
    const site = await siteOf(Number(values.small))
    const pgRows: Array<Record<string, string>> = []
    let onePerMinute = 0
    try {
      for (const processes of [1, 2]) {
        const runs = await apiCrawls(postgres, servers, site.url, processes, pgWorkers, pgRuns)
        const perMinute = (figures: ApiCrawlFigures) => (figures.pages / figures.seconds) * 60
        const sorted = [...runs].sort((a, b) => perMinute(a) - perMinute(b))
        const median = sorted[Math.floor(sorted.length / 2)] ?? runs[0]
        if (median === undefined) continue
        if (processes === 1) onePerMinute = perMinute(median)
        pgRows.push({
          run: `API crawl of ${median.pages} pages, PostgreSQL, ${processes} work process${processes === 1 ? "" : "es"} (runs: ${sorted.map((each) => perMinute(each).toFixed(0)).join(", ")} pages/min)`,
          "pages/s": (perMinute(median) / 60).toFixed(1),
          "CPU ms/page": `${((median.svcCpuSeconds * 1000) / median.pages).toFixed(1)} + PG ${((median.postgresCpuSeconds * 1000) / median.pages).toFixed(1)}`,
          "pages/min": perMinute(median).toFixed(0),
          "× one process": (perMinute(median) / onePerMinute).toFixed(2),
        })
      }
    } finally {
      await servers.stopAll()
      await site.close()
      postgres.stop()
    }
    rows.push(...pgRows)
    pgNote =
      `PostgreSQL rows: pages a minute from the start call to the audit complete (the site judged), median of ${pgRuns}; svc-server ${servers.built ? "built" : "from its sources"}; ` +
      `${cpus().length} cores shared by every process (a work process joins running crawls every second, audits in ${pgWorkers} threads).`
  }
  console.table(rows)
  if (pgNote !== "") console.log(pgNote)
  console.log(
    "overhead: 1 − crawl pages/s ÷ static pages/s (CPU ms/page, less moved by other load, beside it). Goals: crawl overhead ≤ 25 %; peak RSS ≤ 400 MB and flat from the small site to the large; " +
      "cross-page analysis ≤ 10 s at 10,000 pages.",
  )
} finally {
  rmSync(folder, { recursive: true, force: true })
}
