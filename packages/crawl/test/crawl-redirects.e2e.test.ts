import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { StoreLive } from "@svc/store"
import { Effect } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { crawlSite, siteReport } from "../src"
import { html, links, type Route, sitemap, startSite, type TestSite, text } from "./support/test-site"

const sites: Array<TestSite> = []
const folders: Array<string> = []
afterEach(async () => {
  await Promise.all(sites.splice(0).map((site) => site.close()))
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

const redirect =
  (to: string, status = 301): Route =>
  (origin) => ({ status, headers: { location: `${origin}${to}` } })

/**
 * Redirects whose targets the crawl also reaches on their own: linked beside them, listed in the
 * sitemap, one hop of a chain linked too; and one to a path robots.txt disallows. Every answer takes 100 ms, so the crawl's two requests to
 * the host overlap: the home page's links are leased two at a time, in URL order, each redirect
 * beside its own target (/about with /about/, /hop1 with /hop3, /new with /old).
 */
const redirectingSite: Readonly<Record<string, Route>> = {
  "/robots.txt": (origin) => ({
    headers: { "content-type": "text/plain" },
    body: `User-agent: *\nDisallow: /private/\n\nSitemap: ${origin}/sitemap.xml\n`,
  }),
  "/sitemap.xml": sitemap("/old", "/new", "/hop2"),
  "/": html("Home", links("/about", "/about/", "/hop1", "/hop3", "/new", "/old", "/to-private")),
  "/about": redirect("/about/"),
  "/about/": html("About", links("/")),
  "/hop1": redirect("/hop2"),
  "/hop2": redirect("/hop3", 302),
  "/hop3": html("Hop three", links("/")),
  "/new": html("New", links("/")),
  "/old": redirect("/new"),
  "/to-private": redirect("/private/page"),
  "/private/page": html("Private", ""),
  "/llms.txt": text("# none\n"),
}

describe("a crawl over redirects whose targets it also reaches on their own", () => {
  it("asks every address once and reports each redirect where it ends, whichever request got there first", async () => {
    const site = await startSite(redirectingSite, 100)
    sites.push(site)
    const folder = mkdtempSync(join(tmpdir(), "svc-crawl-redirects-"))
    folders.push(folder)
    const database = join(folder, "svc.db")
    const run = crawlSite(`${site.origin}/`, { allowPrivateTargets: true, database })
    const { facts, crawl } = await run.result

    const pages = [...site.requests].filter(([path]) => !/^\/(robots\.txt|llms\.txt|sitemap)/.test(path))
    expect(Object.fromEntries(pages)).toEqual({
      "/": 1,
      "/about": 1,
      "/about/": 1,
      "/hop1": 1,
      "/hop2": 1,
      "/hop3": 1,
      "/new": 1,
      "/old": 1,
      "/to-private": 1,
    })
    // Leased beside their targets, the redirects stopped at them: answered by the targets' own records.
    expect(
      facts.pages.filter((page) => page.answeredApart === true).map((page) => new URL(page.url).pathname),
    ).toEqual(expect.arrayContaining(["/about", "/old"]))

    if (crawl === null) throw new Error("expected the crawl's record")
    const report = await Effect.runPromise(siteReport(crawl.id).pipe(Effect.provide(StoreLive(database))))
    const row = (path: string) => report.pages.find((page) => page.url === `${site.origin}${path}`)
    expect(row("/old")).toMatchObject({ finalUrl: `${site.origin}/new`, httpStatus: 200, title: "New" })
    expect(row("/about")).toMatchObject({
      finalUrl: `${site.origin}/about/`,
      httpStatus: 200,
      title: "About",
    })
    expect(row("/hop1")).toMatchObject({
      finalUrl: `${site.origin}/hop3`,
      httpStatus: 200,
      title: "Hop three",
    })
    expect(row("/hop2")).toMatchObject({ finalUrl: `${site.origin}/hop3`, httpStatus: 200 })
    // robots.txt disallows where /to-private leads: it stays a redirect, its target never asked.
    expect(row("/to-private")).toMatchObject({ finalUrl: `${site.origin}/private/page`, httpStatus: 301 })
    expect(facts.robotsBlocked.map((blocked) => blocked.url)).toEqual([`${site.origin}/private/page`])
    expect(row("/old")?.score).toBe(row("/new")?.score)
    expect(row("/old")?.failed).toBe(row("/new")?.failed)
    expect(row("/old")?.score).not.toBeNull()

    const finding = (id: string) => report.findings.find((each) => each.id === id)
    // The chain is seen across the records: /hop1 → /hop2 → /hop3, whoever fetched each hop.
    expect(finding("redirect-chain")?.items.map((item) => item.url)).toEqual([`${site.origin}/hop1`])
    expect(finding("redirect-loop")).toBeUndefined()
    // The home page links to four redirects: each named with where it ends.
    expect(finding("internal-link-redirect")?.items).toHaveLength(4)
    expect(finding("internal-link-redirect")?.pages).toEqual(
      ["/", "/about", "/about/", "/hop1", "/hop3", "/new", "/old", "/private/page", "/to-private"].map(
        (path) => `${site.origin}${path}`,
      ),
    )
    expect(finding("duplicate-title")).toBeUndefined()
    expect(report.site.uniquePages).toBe(4)
  })
})

describe("a redirect out of the crawl's scope", () => {
  it("is followed only where the robots.txt of its host allows it, that robots.txt read first", async () => {
    const other = await startSite({
      "/robots.txt": () => ({
        headers: { "content-type": "text/plain" },
        body: "User-agent: *\nDisallow: /closed/\n",
      }),
      "/open": html("Open elsewhere", ""),
      "/closed/page": html("Closed elsewhere", ""),
    })
    sites.push(other)
    const site = await startSite({
      "/robots.txt": text("User-agent: *\nAllow: /\n"),
      "/": html("Home", links("/away-open", "/away-closed")),
      "/away-open": () => ({ status: 301, headers: { location: `${other.origin}/open` } }),
      "/away-closed": () => ({ status: 301, headers: { location: `${other.origin}/closed/page` } }),
    })
    sites.push(site)
    const folder = mkdtempSync(join(tmpdir(), "svc-crawl-away-"))
    folders.push(folder)
    const database = join(folder, "svc.db")
    const { crawl } = await crawlSite(`${site.origin}/`, { allowPrivateTargets: true, database }).result

    // The other host's robots.txt before anything else of it; its disallowed page never asked.
    expect(other.arrivals[0]?.path).toBe("/robots.txt")
    expect(other.requests.get("/open")).toBe(1)
    expect(other.requests.has("/closed/page")).toBe(false)
    if (crawl === null) throw new Error("expected the crawl's record")
    const report = await Effect.runPromise(siteReport(crawl.id).pipe(Effect.provide(StoreLive(database))))
    const row = (path: string) => report.pages.find((page) => page.url === `${site.origin}${path}`)
    expect(row("/away-open")).toMatchObject({ finalUrl: `${other.origin}/open`, httpStatus: 200 })
    expect(row("/away-closed")).toMatchObject({ finalUrl: `${other.origin}/closed/page`, httpStatus: 301 })
  })
})

describe("a start URL that redirects to another host", () => {
  it("is crawled as the one page it is, and the crawl says where the site is and how to crawl it", async () => {
    const other = await startSite({
      "/robots.txt": text("User-agent: *\nAllow: /\n"),
      "/": html("The site", links("/a", "/b")),
      "/a": html("A", ""),
      "/b": html("B", ""),
    })
    sites.push(other)
    const site = await startSite({
      "/robots.txt": text("User-agent: *\nAllow: /\n"),
      "/": () => ({ status: 301, headers: { location: `${other.origin}/` } }),
    })
    sites.push(site)
    const run = crawlSite(`${site.origin}/`, { allowPrivateTargets: true })
    const notices: Array<{ key: string; message: string }> = []
    for await (const event of run) if (event.type === "notice") notices.push(event)
    const { facts } = await run.result

    expect(facts.pages.map((page) => page.url)).toEqual([`${site.origin}/`])
    expect(other.requests.has("/a")).toBe(false)
    const said = notices.find((notice) => notice.key === "start-redirect")?.message
    expect(said).toContain(`redirects to ${other.origin}/`)
    // Both hosts are 127.0.0.1 (on other ports): one site, which the site scope takes in.
    expect(said).toContain("--scope site")
    const widened = await crawlSite(`${site.origin}/`, { allowPrivateTargets: true, scope: "site" }).result
    expect(widened.facts.pages.map((page) => page.url).sort()).toEqual(
      [`${other.origin}/`, `${other.origin}/a`, `${other.origin}/b`, `${site.origin}/`].sort(),
    )
  })
})

describe("a redirect whose target fails", () => {
  it("keeps the hops it followed, so the report says where the failure is", async () => {
    const site = await startSite({
      "/robots.txt": text("User-agent: *\nAllow: /\n"),
      "/": html("Home", links("/a")),
      "/a": redirect("/b"),
      "/b": () => ({ headers: { "content-type": "application/zip" }, body: "PK\u0003\u0004 not a page" }),
    })
    sites.push(site)
    const { facts } = await crawlSite(`${site.origin}/`, { allowPrivateTargets: true }).result

    const page = facts.pages.find((each) => each.url === `${site.origin}/a`)
    expect(page).toMatchObject({
      failure: "not_html",
      redirects: [{ url: `${site.origin}/a`, status: 301 }],
      finalUrl: `${site.origin}/b`,
    })
    // /b was claimed on the way: recorded with the failure, never asked again.
    expect(site.requests.get("/b")).toBe(1)
    expect(facts.pages.find((each) => each.url === `${site.origin}/b`)).toMatchObject({
      failure: "not_html",
      redirects: [],
    })
  })
})
