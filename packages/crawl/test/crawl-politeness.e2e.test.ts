import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { embeddedAuditor } from "@svc/audit"
import { Crawls, StoreLive } from "@svc/store"
import { Effect, Layer, Stream } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type CrawlEvent, Crawler, CrawlerLive } from "../src"
import { html, links, sitemap, sitemapIndex, startSite, type TestSite, text } from "./support/test-site"

/** The sites' Crawl-delay. */
const DELAY_MS = 300
/**
 * The least gap asserted between two requests to a host: the start times the store hands out are
 * DELAY_MS apart, but a request may leave a little late (the event loop busy with an audit), which
 * shortens the gap after it by as much.
 */
const LEAST_GAP_MS = 150
const PAGES = Array.from({ length: 7 }, (_, index) => `/p${index}`)

/** The gaps between the arrivals of a site's requests, each with the paths on either side. */
const gapsOf = (site: TestSite) =>
  site.arrivals.slice(1).map((arrival, index) => {
    const before = site.arrivals[index]
    return { between: `${before?.path} → ${arrival.path}`, ms: arrival.at - (before?.at ?? 0) }
  })

/** A crawl of `url` into the SQLite file `database`, counting the leases the workers ask the store for. */
const crawlCounting = (url: string, database: string, resume?: string) => {
  const counted = { leases: 0 }
  const countingCrawls = Layer.effect(
    Crawls,
    Effect.map(Crawls, (crawls) =>
      Crawls.make({
        ...crawls,
        lease: (crawlId, request) =>
          Effect.zipRight(
            Effect.sync(() => {
              counted.leases += 1
            }),
            crawls.lease(crawlId, request),
          ),
      }),
    ),
  ).pipe(Layer.provide(StoreLive(database)))
  const layer = CrawlerLive({ policy: { allowPrivateTargets: true } }).pipe(
    Layer.provide(Layer.merge(embeddedAuditor({ allowPrivateTargets: true }), countingCrawls)),
  )
  return Effect.runPromise(
    Effect.provide(
      Effect.flatMap(Crawler, (crawler) =>
        Stream.runCollect(crawler.crawl(resume === undefined ? { url } : { resume })),
      ),
      layer,
    ),
  ).then((events) => ({ events: [...events] as ReadonlyArray<CrawlEvent>, leases: counted.leases }))
}

describe("a crawl of a site asking for a Crawl-delay", () => {
  let site: TestSite
  let other: TestSite
  let folder: string
  let crawled: { readonly events: ReadonlyArray<CrawlEvent>; readonly leases: number; readonly ms: number }

  beforeAll(async () => {
    // A host out of the crawl's scope, whose robots.txt is read to judge a URL the site's llms.txt lists.
    other = await startSite({
      "/robots.txt": text(`User-agent: *\nCrawl-delay: ${DELAY_MS / 1000}\n`),
      "/elsewhere": html("Elsewhere", ""),
    })
    site = await startSite({
      "/robots.txt": (origin) => ({
        headers: { "content-type": "text/plain" },
        body: `User-agent: *\nCrawl-delay: ${DELAY_MS / 1000}\n\nSitemap: ${origin}/sitemap-index.xml\n`,
      }),
      "/sitemap-index.xml": sitemapIndex("/sitemap-pages.xml"),
      "/sitemap-pages.xml": sitemap("/", "/p0"),
      "/llms.txt": (origin) => ({
        headers: { "content-type": "text/plain" },
        body: `# The site\n\n## Docs\n- [Guide](${origin}/guide)\n- [Elsewhere](${other.origin}/elsewhere)\n`,
      }),
      "/": html("Home", links(...PAGES)),
      "/guide": html("Guide", ""),
      ...Object.fromEntries(PAGES.map((path) => [path, html(`Page ${path}`, links("/"))])),
    })
    folder = mkdtempSync(join(tmpdir(), "svc-crawl-polite-"))
    const startedAt = performance.now()
    const run = await crawlCounting(`${site.origin}/`, join(folder, "svc.db"))
    crawled = { ...run, ms: performance.now() - startedAt }
  }, 60_000)

  afterAll(async () => {
    await Promise.all([site?.close(), other?.close()])
    if (folder !== undefined) rmSync(folder, { recursive: true, force: true })
  })

  it("leaves the Crawl-delay between every two requests to a host: robots.txt, the sitemaps, llms.txt, the pages and the URLs llms.txt lists", () => {
    expect(crawled.events.at(-1)).toMatchObject({ type: "finished", state: "done", counts: { done: 8 } })
    expect(site.arrivals[0]?.path).toBe("/robots.txt")
    expect(new Set(site.arrivals.map((arrival) => arrival.path))).toEqual(
      new Set([
        "/robots.txt",
        "/sitemap-index.xml",
        "/sitemap-pages.xml",
        "/llms.txt",
        "/",
        "/guide",
        ...PAGES,
      ]),
    )
    expect(site.arrivals).toHaveLength(13)
    expect(gapsOf(site).filter((gap) => gap.ms < LEAST_GAP_MS)).toEqual([])
    // The host out of scope: its robots.txt in a turn of its own, its Crawl-delay kept before the URL asked there.
    expect(other.arrivals.map((arrival) => arrival.path)).toEqual(["/robots.txt", "/elsewhere"])
    expect(gapsOf(other).filter((gap) => gap.ms < LEAST_GAP_MS)).toEqual([])
  })

  it("asks the store for a lease a few times a page, not every 50 ms while the host's next start is ahead", () => {
    // Polling every 50 ms, the crawl's two workers asked about twice for each 50 ms of the crawl.
    expect(crawled.ms).toBeGreaterThan(12 * DELAY_MS)
    expect(crawled.leases).toBeLessThanOrEqual(5 * 8)
  })

  it("reads no sitemap and fetches no page again when run once more with nothing left to fetch", async () => {
    const started = crawled.events[0]
    if (started?.type !== "started") throw new Error("expected the crawl's start")
    const before = site.arrivals.length
    const again = await crawlCounting(`${site.origin}/`, join(folder, "svc.db"), started.crawlId)
    expect(again.events.at(-1)).toMatchObject({ type: "finished", state: "done", counts: { done: 8 } })
    // Closing it again reads robots.txt and llms.txt alone, and asks the URL llms.txt lists that no page led to.
    expect(site.arrivals.slice(before).map((arrival) => arrival.path)).toEqual([
      "/robots.txt",
      "/llms.txt",
      "/guide",
    ])
  })
})
