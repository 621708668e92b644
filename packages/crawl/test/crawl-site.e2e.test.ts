import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { embeddedAuditor } from "@svc/audit"
import { StoreLive } from "@svc/store"
import { Effect, Layer, Stream } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import {
  type CrawlEvent,
  Crawler,
  CrawlerLive,
  crawlSite,
  MAX_HOST_FAILURES,
  MAX_PAGE_ATTEMPTS,
} from "../src"
import {
  gzipped,
  html,
  links,
  type Route,
  sitemap,
  sitemapIndex,
  startSite,
  type TestSite,
  text,
} from "./support/test-site"

const sites: Array<TestSite> = []
const folders: Array<string> = []
afterEach(async () => {
  await Promise.all(sites.splice(0).map((site) => site.close()))
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

const serve = async (routes: Readonly<Record<string, Route>>, delayMs = 0) => {
  const site = await startSite(routes, delayMs)
  sites.push(site)
  return site
}

/** Twenty pages linked from the home page, each linking back, and a robots.txt and sitemap around them. */
const manyPages = (robots: string): Record<string, Route> => {
  const paths = Array.from({ length: 20 }, (_, index) => `/p${index}`)
  return {
    "/robots.txt": text(robots),
    "/": html("Home", links(...paths)),
    ...Object.fromEntries(paths.map((path) => [path, html(`Page ${path}`, links("/"))])),
  }
}

/** Every page request counted once (robots.txt, llms.txt and the sitemaps aside). */
const pageRequests = (site: TestSite) =>
  [...site.requests].filter(([path]) => !/^\/(robots\.txt|llms\.txt|sitemap)/.test(path))

describe("crawlSite over real HTTP", () => {
  it("fetches every page in scope once, obeys robots.txt, follows sitemaps, redirects and a 429, and reports what it found", async () => {
    const site = await serve({
      "/robots.txt": (origin) => ({
        headers: { "content-type": "text/plain" },
        body: `User-agent: *\nDisallow: /private/\n\nSitemap: ${origin}/sitemap.xml\n`,
      }),
      "/sitemap.xml": sitemapIndex("/sitemap-pages.xml.gz"),
      "/sitemap-pages.xml.gz": gzipped(sitemap("/", "/orphan", "/private/listed")),
      "/": html(
        "Home",
        links(
          "/a",
          "/a#section",
          "/b?x=1",
          "/old",
          "/missing",
          "/busy",
          "/private/secret",
          "https://example.com/",
          "mailto:x@example.com",
        ),
      ),
      "/a": html("A", links("/", "/a/deep")),
      "/a/deep": html("Deep", links("/a")),
      "/b?x=1": html("B", links("/a")),
      "/old": (origin) => ({ status: 301, headers: { location: `${origin}/new` } }),
      "/new": html("New", ""),
      "/orphan": html("Orphan", ""),
      "/busy": (_origin, _request, asked) =>
        asked === 1
          ? { status: 429, headers: { "retry-after": "1" }, body: "slow down" }
          : { body: "<title>Busy</title><h1>Busy</h1>" },
    })
    const run = crawlSite(`${site.origin}/`, { allowPrivateTargets: true })
    const events: Array<CrawlEvent> = []
    for await (const event of run) events.push(event)
    const { facts, crawl } = await run.result

    // /new is fetched once, as the redirect target of /old; it is not asked again.
    expect(Object.fromEntries(pageRequests(site))).toEqual({
      "/": 1,
      "/a": 1,
      "/a/deep": 1,
      "/b?x=1": 1,
      "/old": 1,
      "/new": 1,
      "/missing": 1,
      "/busy": 2,
      "/orphan": 1,
    })
    expect(crawl?.state).toBe("done")
    const byPath = new Map(
      facts.pages.map((page) => [new URL(page.url).pathname + new URL(page.url).search, page]),
    )
    expect([...byPath.keys()].sort()).toEqual([
      "/",
      "/a",
      "/a/deep",
      "/b?x=1",
      "/busy",
      "/missing",
      "/new",
      "/old",
      "/orphan",
    ])
    expect(byPath.get("/")?.depth).toBe(0)
    expect(byPath.get("/a/deep")?.depth).toBe(2)
    expect(byPath.get("/orphan")).toMatchObject({
      depth: null,
      inSitemap: true,
      status: 200,
      title: "Orphan",
    })
    expect(byPath.get("/old")).toMatchObject({
      status: 200,
      finalUrl: `${site.origin}/new`,
      redirects: [{ url: `${site.origin}/old`, status: 301 }],
    })
    expect(byPath.get("/missing")?.status).toBe(404)
    expect(byPath.get("/busy")?.status).toBe(200)
    expect(facts.robotsBlocked).toEqual([
      { url: `${site.origin}/private/listed`, linkedFrom: [] },
      {
        url: `${site.origin}/private/secret`,
        linkedFrom: [{ page: `${site.origin}/`, line: expect.any(Number) }],
      },
    ])
    expect(facts.sitemapUrls).toEqual([
      `${site.origin}/`,
      `${site.origin}/orphan`,
      `${site.origin}/private/listed`,
    ])
    expect(events[0]).toMatchObject({ type: "started", resumed: false })
    expect(events.filter((event) => event.type === "retry")).toEqual([
      expect.objectContaining({ url: `${site.origin}/busy`, waitMs: 1000, reason: "answered 429" }),
    ])
    // One event per URL fetched: /new came with /old.
    expect(events.filter((event) => event.type === "page")).toHaveLength(8)
    expect(events.at(-1)).toMatchObject({
      type: "finished",
      state: "done",
      counts: { done: 9, blocked: 2, queued: 0 },
    })
  })

  it("keeps at most 2 requests in flight to the host", async () => {
    const site = await serve(manyPages("User-agent: *\nAllow: /\n"), 40)
    const { facts } = await crawlSite(`${site.origin}/`, { allowPrivateTargets: true }).result
    expect(facts.pages).toHaveLength(21)
    expect(site.maxInFlight()).toBe(2)
    expect(pageRequests(site).every(([, count]) => count === 1)).toBe(true)
  })

  it("stops at the page bound", async () => {
    const site = await serve(manyPages("User-agent: *\nAllow: /\n"))
    const run = crawlSite(`${site.origin}/`, { allowPrivateTargets: true, maxPages: 5 })
    const { facts, crawl } = await run.result
    expect(facts.pages).toHaveLength(5)
    expect(pageRequests(site).reduce((sum, [, count]) => sum + count, 0)).toBe(5)
    expect(crawl).toMatchObject({ state: "stopped", endReason: "maxPages" })
  })

  it("leaves a Crawl-delay between two requests to the host", async () => {
    const site = await serve(manyPages("User-agent: *\nCrawl-delay: 0.4\n"))
    const { facts } = await crawlSite(`${site.origin}/`, { allowPrivateTargets: true, maxPages: 4 }).result
    expect(facts.pages).toHaveLength(4)
    const gaps = site.pageArrivals.slice(1).map((at, index) => at - (site.pageArrivals[index] ?? 0))
    expect(gaps).toHaveLength(3)
    // The start times the store hands out are 400 ms apart; a request may leave a little late (the
    // event loop busy with an audit), which shortens the gap after it by as much.
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(250)
  })

  it("follows links no deeper than maxDepth", async () => {
    const site = await serve({
      "/robots.txt": text("User-agent: *\nAllow: /\n"),
      "/": html("Home", links("/1")),
      "/1": html("One", links("/2")),
      "/2": html("Two", links("/3")),
      "/3": html("Three", ""),
    })
    const { facts } = await crawlSite(`${site.origin}/`, { allowPrivateTargets: true, maxDepth: 2 }).result
    expect(facts.pages.map((page) => [new URL(page.url).pathname, page.depth]).sort()).toEqual([
      ["/", 0],
      ["/1", 1],
      ["/2", 2],
    ])
    expect(site.requests.has("/3")).toBe(false)
  })

  it("gives a host up after repeated 503s, saying why, and ends with what it found", async () => {
    const site = await serve({
      "/robots.txt": text("User-agent: *\nAllow: /\n"),
      "/": html("Home", links("/down1", "/down2", "/down3")),
      "/down1": () => ({ status: 503, headers: { "retry-after": "0" } }),
      "/down2": () => ({ status: 503, headers: { "retry-after": "0" } }),
      "/down3": () => ({ status: 503, headers: { "retry-after": "0" } }),
    })
    const run = crawlSite(`${site.origin}/`, { allowPrivateTargets: true })
    const events: Array<CrawlEvent> = []
    for await (const event of run) events.push(event)
    const { givenUp, crawl, facts } = await run.result
    expect(givenUp).toEqual([{ host: site.origin, reason: expect.stringContaining("answered 503") }])
    expect(events.filter((event) => event.type === "hostGivenUp")).toHaveLength(1)
    // The fifth failure in a row gives it up; the other request in flight may fail beside it.
    const retries = events.filter((event) => event.type === "retry").length
    expect(retries).toBeGreaterThanOrEqual(MAX_HOST_FAILURES)
    expect(retries).toBeLessThanOrEqual(MAX_HOST_FAILURES + 1)
    expect(crawl?.state).toBe("done")
    // A URL asked MAX_PAGE_ATTEMPTS times before the host was given up is kept with its 503; the others are skipped.
    const downPages = facts.pages.filter((page) => page.url !== `${site.origin}/`)
    expect(downPages.every((page) => page.status === 503)).toBe(true)
    for (const path of ["/down1", "/down2", "/down3"])
      expect(site.requests.get(path) ?? 0).toBeLessThanOrEqual(MAX_PAGE_ATTEMPTS)
    expect(events.at(-1)).toMatchObject({
      type: "finished",
      counts: { done: 1 + downPages.length, skipped: 3 - downPages.length },
    })
  })

  it("fetches nothing of a host whose robots.txt cannot be read", async () => {
    const site = await serve({
      "/robots.txt": () => ({ status: 500, body: "oops" }),
      "/": html("Home", ""),
    })
    const run = crawlSite(`${site.origin}/`, { allowPrivateTargets: true })
    const { givenUp, facts } = await run.result
    expect(pageRequests(site)).toEqual([])
    expect(facts.pages).toEqual([])
    expect(givenUp).toEqual([
      { host: site.origin, reason: expect.stringContaining("robots.txt could not be read") },
    ])
  })

  it("refuses a start URL on a non-public address unless private targets are allowed", async () => {
    await expect(crawlSite("http://127.0.0.1:9/").result).rejects.toMatchObject({ _tag: "NotPublic" })
    await expect(crawlSite("ftp://example.com/").result).rejects.toMatchObject({ _tag: "InvalidRequest" })
    await expect(crawlSite("https://example.com/", { maxPages: 0 }).result).rejects.toMatchObject({
      _tag: "InvalidRequest",
      message: "maxPages must be a whole number from 1 to 9007199254740991.",
    })
  })
})

describe("a crawl interrupted and run again", () => {
  it("continues where it stopped, fetching every page once", async () => {
    const site = await serve(manyPages("User-agent: *\nAllow: /\n"), 20)
    const folder = mkdtempSync(join(tmpdir(), "svc-crawl-"))
    folders.push(folder)
    const database = join(folder, "svc.db")
    const layer = CrawlerLive({ policy: { allowPrivateTargets: true } }).pipe(
      Layer.provide(Layer.merge(embeddedAuditor({ allowPrivateTargets: true }), StoreLive(database))),
    )
    const crawl = (take?: number) =>
      Effect.runPromise(
        Effect.provide(
          Effect.flatMap(Crawler, (crawler) =>
            Stream.runCollect(
              crawler.crawl({ url: `${site.origin}/` }).pipe(
                Stream.filter(
                  (event) => event.type === "page" || event.type === "started" || event.type === "finished",
                ),
                take === undefined ? (events) => events : Stream.take(take),
              ),
            ),
          ),
          layer,
        ),
      ).then((chunk) => [...chunk])
    const first = await crawl(5)
    expect(first.at(-1)?.type).toBe("page")
    const doneFirst = pageRequests(site).length
    expect(doneFirst).toBeLessThan(21)
    const second = await crawl()
    expect(second[0]).toMatchObject({ type: "started", resumed: true })
    expect(second.at(-1)).toMatchObject({ type: "finished", state: "done", counts: { done: 21 } })
    expect(pageRequests(site)).toHaveLength(21)
    expect(pageRequests(site).filter(([, count]) => count !== 1)).toEqual([])
  })
})
