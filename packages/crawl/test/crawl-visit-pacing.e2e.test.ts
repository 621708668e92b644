import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { setTimeout as sleep } from "node:timers/promises"
import { embeddedAuditor, Performance } from "@svc/audit"
import type { LighthouseRun } from "@svc/core"
import { StoreLive } from "@svc/store"
import { Effect, Layer, Stream } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type CrawlEvent, Crawler, CrawlerLive } from "../src"
import { html, links, startSite, type TestSite, text } from "./support/test-site"

// A crawl's Lighthouse sample on a host asking for a Crawl-delay: each of a measured page's loads (the
// page with its subresources, as a browser loads it) is a visit in a turn of its own, and none of the
// crawl's other requests to the host comes while it loads, nor sooner than a delay after it.

/** The site's Crawl-delay. */
const DELAY_MS = 300
/** The least gap asserted: a request may leave a little late (the event loop busy with an audit). */
const LEAST_GAP_MS = 150
/** Gap between the requests of one page load (the page, then each of its two assets). */
const ASSET_GAP_MS = 150
const PAGES = Array.from({ length: 6 }, (_, index) => `/p${index}`)
/** Pages measured: the start page and the first two it links to, measured while the rest are fetched. */
const SAMPLE = 3

const measured: LighthouseRun = {
  figures: {
    mobile: { performance: 0.9, accessibility: 0.9, seo: 0.9 },
    desktop: { performance: 0.9, accessibility: 0.9, seo: 0.9 },
  },
  audits: [],
}

const isVisit = (path: string) => path.endsWith("?visit") || path.startsWith("/asset-")

/** Performance that loads a page as Chromium would — the page, then two assets — once for mobile and once for desktop, each load paced as the crawl asks. */
const visitingPerformance = (origin: string) =>
  Layer.succeed(Performance, {
    measure: (url, pacing = (pageLoad) => pageLoad) =>
      Effect.gen(function* () {
        const pageLoad = Effect.promise(async () => {
          await (await fetch(`${url}?visit`)).text()
          for (const asset of ["/asset-1", "/asset-2"]) {
            await sleep(ASSET_GAP_MS)
            await (await fetch(`${origin}${asset}`)).text()
          }
        })
        yield* pacing(pageLoad)
        yield* pacing(pageLoad)
        return measured
      }),
  })

describe("a crawl measuring pages of a host that asks for a Crawl-delay", () => {
  let site: TestSite
  let folder: string
  let events: ReadonlyArray<CrawlEvent>

  beforeAll(async () => {
    site = await startSite({
      "/robots.txt": text(`User-agent: *\nCrawl-delay: ${DELAY_MS / 1000}\n`),
      "/": html("Home", links(...PAGES)),
      ...Object.fromEntries(PAGES.map((path) => [path, html(`Page ${path}`, links("/"))])),
    })
    folder = mkdtempSync(join(tmpdir(), "svc-crawl-visits-"))
    const auditor = embeddedAuditor({ allowPrivateTargets: true }).pipe(
      Layer.provide(visitingPerformance(site.origin)),
    )
    const layer = CrawlerLive({ policy: { allowPrivateTargets: true } }).pipe(
      Layer.provide(Layer.merge(auditor, StoreLive(join(folder, "svc.db")))),
    )
    const collected = await Effect.runPromise(
      Effect.provide(
        Effect.flatMap(Crawler, (crawler) =>
          Stream.runCollect(crawler.crawl({ url: `${site.origin}/`, options: { lighthouseSample: SAMPLE } })),
        ),
        layer,
      ),
    )
    events = [...collected]
  }, 60_000)

  afterAll(async () => {
    await site?.close()
    if (folder !== undefined) rmSync(folder, { recursive: true, force: true })
  })

  it("keeps the crawl's other requests a delay away from every page load, before it and after it", () => {
    expect(events.at(-1)).toMatchObject({ type: "finished", state: "done", counts: { done: 7 } })
    const visits = site.arrivals.filter((arrival) => isVisit(arrival.path))
    const crawled = site.arrivals.filter((arrival) => !isVisit(arrival.path))
    // Each sampled page loaded twice (mobile, desktop), with its two assets each time.
    expect(visits.filter((arrival) => arrival.path.endsWith("?visit"))).toHaveLength(2 * SAMPLE)
    expect(visits).toHaveLength(3 * 2 * SAMPLE)
    const tooClose = crawled.flatMap((ours) =>
      visits
        .filter((visit) => Math.abs(visit.at - ours.at) < LEAST_GAP_MS)
        .map((visit) => `${ours.path} at ${ours.at.toFixed(0)}, ${visit.path} at ${visit.at.toFixed(0)}`),
    )
    expect(tooClose).toEqual([])
    // The loads themselves take turns: each page load starts a delay or more after the request before it.
    const loadStarts = site.arrivals.flatMap((arrival, index) =>
      arrival.path.endsWith("?visit") && index > 0 ? [arrival.at - (site.arrivals[index - 1]?.at ?? 0)] : [],
    )
    expect(loadStarts.filter((gap) => gap < LEAST_GAP_MS)).toEqual([])
  })
})
