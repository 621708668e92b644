// pnpm bench:crawl [--pages N] [--small N] [--concurrency N]: a whole-site crawl on loopback, printed, never a gate.
// A generated site (the planted site's clean pages: a home page, sections of 99 articles) is crawled
// into an SQLite file by a child process each time, so that each peak RSS is that crawl's alone:
//   - pages per second against the static audit rate of the largest site's pages measured in this run
//     (fetched first with the site's files, then audited one after another in one process: what
//     `pnpm bench` measures, on these pages); goal: crawl overhead ≤ 25 %;
//   - peak RSS at --small and at --pages pages, while crawling and with the cross-page report (goal:
//     ≤ 400 MB and flat);
//   - the cross-page analysis (the site report: facts read from the store, every site rule, link
//     scores) at --pages pages (goal: ≤ 10 s).
// Politeness is off for loopback: no Crawl-delay, --concurrency requests in flight (default 8).
import { execFile } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { cpus, loadavg, tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { parseArgs } from "node:util"
import { servePlantedSite } from "../fixtures/planted-site/planted-site"

const { values } = parseArgs({
  options: {
    pages: { type: "string", default: "10000" },
    small: { type: "string", default: "1000" },
    concurrency: { type: "string", default: "8" },
    /** Pages of the largest site audited for the static rate. */
    sample: { type: "string", default: "300" },
  },
})
const concurrency = Number(values.concurrency)
const ARTICLES = 99
const root = resolve(import.meta.dirname, "..")
const folder = mkdtempSync(join(tmpdir(), "svc-bench-crawl-"))

/** Runs bench/crawl-child.ts with `args` and answers the figures it printed. */
const child = (args: ReadonlyArray<string>): Promise<Record<string, number | string>> =>
  new Promise((done, failed) => {
    execFile(
      process.execPath,
      ["--conditions=source", "--import", "tsx", join(root, "bench/crawl-child.ts"), ...args],
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
    `${concurrency} requests in flight, SQLite store, Node ${process.version}, ${cpus().length} cores, ` +
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
    await site.close()
  }

  const rows: Array<Record<string, string>> = [
    {
      run: `static audit of ${sampled} of its pages (in process, fetched first)`,
      "pages/s": staticRate.toFixed(1),
      "CPU ms/page": staticCpuMs.toFixed(1),
      "overhead vs static": "",
      "peak RSS crawling MB": "",
      "peak RSS with report MB": "",
      "cross-page analysis s": "",
    },
  ]
  for (const size of sizes) {
    const figures = crawled.get(size) ?? {}
    const rate = Number(figures.pagesPerSecond)
    rows.push({
      run: `crawl of ${Number(figures.pages).toLocaleString("en")} pages (${figures.state})`,
      "pages/s": rate.toFixed(1),
      "CPU ms/page": ((Number(figures.crawlCpuSeconds) * 1000) / Number(figures.pages)).toFixed(1),
      "overhead vs static": `${((1 - rate / staticRate) * 100).toFixed(0)} %`,
      "peak RSS crawling MB": Number(figures.crawlRssMb).toFixed(0),
      "peak RSS with report MB": Number(figures.reportRssMb).toFixed(0),
      "cross-page analysis s": Number(figures.analysisSeconds).toFixed(2),
    })
  }
  console.table(rows)
  console.log(
    "overhead: 1 − crawl pages/s ÷ static pages/s (CPU ms/page, less moved by other load, beside it). Goals: crawl overhead ≤ 25 %; peak RSS ≤ 400 MB and flat from the small site to the large; " +
      "cross-page analysis ≤ 10 s at 10,000 pages.",
  )
  // The crawl on PostgreSQL with one and with two `svc-server work` processes sharing it is measured
  // here once the server runs crawls (issue 34); until then this bench crawls in one process on SQLite.
  console.log("1 vs 2 work processes on PostgreSQL: not measured yet (the server's crawls come first).\n")
} finally {
  rmSync(folder, { recursive: true, force: true })
}
