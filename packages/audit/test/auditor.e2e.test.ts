import { resolve } from "node:path"
import { Result } from "@svc/contract"
import { Effect, Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Auditor, auditorLayer } from "../src"
import { type ExtraRoute, type FixtureSite, serveFixtureSite } from "./support/fixture-site"

const bakery = resolve(import.meta.dirname, "../../../fixtures/sites/bakery")
const decodeResult = Schema.decodeUnknownSync(Result)

let site: FixtureSite
beforeAll(async () => {
  site = await serveFixtureSite(bakery, "https://bakery.example")
})
afterAll(() => site.close())

/** The live Auditor, guard on, with only the fixture's own endpoint let through. */
const run = <A, E>(effect: Effect.Effect<A, E, Auditor>) =>
  Effect.runPromise(
    effect.pipe(Effect.provide(auditorLayer({ policy: { privateEndpoints: [`127.0.0.1:${site.port}`] } }))),
  )

describe("the Auditor, end to end on a local fixture site", () => {
  it("audits the page with every pack, its robots.txt, sitemap and llms.txt, without Lighthouse", async () => {
    const result = await run(Effect.flatMap(Auditor, (auditor) => auditor.auditUrl(site.url("/"))))
    expect(decodeResult(result)).toEqual(result)
    expect(result.url).toBe(site.url("/"))
    expect(result.unmeasured).toEqual(["performance"])
    expect(result.performance).toBeUndefined()
    expect(result.reportUrl).toBeUndefined()
    expect(result.score.svc).not.toBeNull()
    expect(result.page).toMatchObject({
      title: "Sourdough bread in Košice | Kváskový chlieb bakery",
      language: "en",
    })
    expect(Number.isInteger(result.page.responseTimeMs)).toBe(true)
    const failing = result.findings
      .filter((finding) => finding.status === "fail")
      .map((finding) => finding.id)
    expect(failing).toEqual(expect.arrayContaining(["meta-description", "image-alt"]))
    // Plain http on 127.0.0.1 is a secure context, as Lighthouse's is-on-https judges it.
    expect(failing).not.toContain("is-on-https")
    // robots.txt blocks GPTBot and there is no llms.txt (404): read, not unavailable.
    expect(result.findings.find((finding) => finding.id === "llms-txt")?.status).toBe("review")
    expect(site.hits("/robots.txt")).toBeGreaterThan(0)
    expect(site.hits("/sitemap.xml")).toBeGreaterThan(0)
    expect(site.hits("/llms.txt")).toBeGreaterThan(0)
  })

  it("fetches once in step one and audits that response in step two (decision 15)", async () => {
    const before = site.hits("/")
    const result = await run(
      Effect.gen(function* () {
        const auditor = yield* Auditor
        const page = yield* auditor.fetchPage(site.url("/"), { deadlineMs: 10_000 })
        return yield* auditor.auditPage(page, { query: "sourdough bread", locale: "sk" })
      }),
    )
    expect(site.hits("/") - before).toBe(1)
    expect(result.query).toMatchObject({ primary: "sourdough bread", source: "input" })
    expect(decodeResult(result).unmeasured).toEqual(["performance"])
  })

  it("audits several pages into entries and site figures; an error page is audited, a non-page fails", async () => {
    const robotsBefore = site.hits("/robots.txt")
    const audited = await run(
      Effect.flatMap(Auditor, (auditor) =>
        auditor.audit([site.url("/"), site.url("/bread"), site.url("/"), site.url("/README.md")]),
      ),
    )
    expect(audited.pages.map((page) => [page.url, page.status])).toEqual([
      [site.url("/"), "done"],
      [site.url("/bread"), "done"],
      [site.url("/README.md"), "failed"],
    ])
    const missing = audited.pages[1]
    if (missing?.status !== "done") throw new Error("the 404 page was not audited")
    expect(missing.result.findings.find((finding) => finding.id === "http-status-code")?.status).toBe("fail")
    expect(audited.pages[2]).toMatchObject({ status: "failed", error: { code: "not_html" } })
    expect(audited.site).toMatchObject({ addresses: 3, uniquePages: 2 })
    expect(audited.site.meanScore).not.toBeNull()
    // The site files of one origin are fetched once for the whole audit.
    expect(site.hits("/robots.txt") - robotsBefore).toBe(1)
  })

  it("writes the site issues in the audit's language, as the findings are", async () => {
    const audited = await run(
      Effect.flatMap(Auditor, (auditor) =>
        auditor.audit([site.url("/"), site.url("/bread")], { locale: "sk" }),
      ),
    )
    const issues = audited.site.issues
    // The bakery's pages share failures (a template problem), so the site has issues to say.
    expect(issues.length).toBeGreaterThan(0)
    for (const issue of issues) {
      expect(issue.evidence).toMatch(/\([12] z 2 stránok\)$/)
      expect(issue.evidence).not.toMatch(/ of \d+ pages/)
    }
  })
})

describe("site files in the audit", () => {
  const auditWith = async (routes: (origin: () => string) => Record<string, ExtraRoute>) => {
    let origin = ""
    const other = await serveFixtureSite(
      bakery,
      "https://bakery.example",
      routes(() => origin),
    )
    origin = other.origin
    try {
      return await Effect.runPromise(
        Effect.flatMap(Auditor, (auditor) => auditor.auditUrl(other.url("/"))).pipe(
          Effect.provide(auditorLayer({ policy: { privateEndpoints: [`127.0.0.1:${other.port}`] } })),
        ),
      )
    } finally {
      await other.close()
    }
  }
  const auditWithRobots = (robots: ExtraRoute) => auditWith(() => ({ "/robots.txt": robots }))
  const send =
    (status: number, body: (origin: string) => string, origin: () => string): ExtraRoute =>
    (response) => {
      response.writeHead(status, { "content-type": "application/xml" })
      response.end(body(origin()))
    }
  const sitemapIndex = (origin: string, ...paths: string[]) =>
    `<sitemapindex>${paths.map((path) => `<sitemap><loc>${origin}${path}</loc></sitemap>`).join("")}</sitemapindex>`
  const urlset = (origin: string, ...paths: string[]) =>
    `<urlset>${paths.map((path) => `<url><loc>${origin}${path}</loc></url>`).join("")}</urlset>`
  const finding = (result: { findings: ReadonlyArray<{ id: string }> }, id: string) =>
    result.findings.find((entry) => entry.id === id)

  it("judges the robots.txt it fetched", async () => {
    const result = await auditWithRobots((response) => {
      response.writeHead(200, { "content-type": "text/plain" })
      response.end(
        "User-agent: OAI-SearchBot\nUser-agent: Claude-SearchBot\nUser-agent: PerplexityBot\nDisallow: /\n",
      )
    })
    expect(result.findings.find((finding) => finding.id === "ai-search-bots-access")).toMatchObject({
      status: "fail",
      evidence: expect.stringContaining("robots.txt line"),
    })
    expect(result.unmeasured).toEqual(["performance"])
  })

  it("makes the rules that need robots.txt unavailable, never failed, when it answers 500", async () => {
    const result = await auditWithRobots((response) => {
      response.writeHead(500)
      response.end()
    })
    expect(decodeResult(result).unmeasured).toEqual(["performance", "robots"])
    expect(result.findings.map((finding) => finding.id)).not.toContain("ai-search-bots-access")
    expect(result.summary.unavailable).toBeGreaterThan(0)
  })

  /** A Yoast-style site: robots.txt names an index of two children; the second lists `posts`. */
  const yoastSite =
    (...posts: string[]) =>
    (origin: () => string): Record<string, ExtraRoute> => ({
      "/robots.txt": (response) => {
        response.writeHead(200, { "content-type": "text/plain" })
        response.end(`User-agent: *\nSitemap: ${origin()}/sitemap_index.xml\n`)
      },
      "/sitemap_index.xml": send(
        200,
        (at) => sitemapIndex(at, "/page-sitemap.xml", "/post-sitemap.xml"),
        origin,
      ),
      "/page-sitemap.xml": send(200, (at) => urlset(at, "/about"), origin),
      "/post-sitemap.xml": send(200, (at) => urlset(at, ...posts), origin),
    })

  it("reads the sitemap index robots.txt names and its children: a page listed in the second child", async () => {
    const result = await auditWith(yoastSite("/bread", "/"))
    expect(decodeResult(result).unmeasured).toEqual(["performance"])
    for (const id of ["sitemap-xml", "sitemap-lists-page", "robots-txt-sitemap", "sitemap-urls"])
      expect(finding(result, id)).toBeUndefined()
  })

  it("asks for review of a page in none of the children, naming them", async () => {
    const result = await auditWith(yoastSite("/bread"))
    expect(finding(result, "sitemap-lists-page")).toMatchObject({
      status: "review",
      evidence: expect.stringMatching(
        /:\d+\/ is not among the 2 addresses read from http:\/\/127\.0\.0\.1:\d+\/page-sitemap\.xml, http:\/\/127\.0\.0\.1:\d+\/post-sitemap\.xml \(2 entries in all\)\.$/,
      ),
    })
  })

  it("fails the sitemap whose child is gone, naming it, and still finds the page in another child", async () => {
    const result = await auditWith((origin) => ({
      "/sitemap.xml": send(200, (at) => sitemapIndex(at, "/gone.xml", "/pages.xml"), origin),
      "/pages.xml": send(200, (at) => urlset(at, "/"), origin),
    }))
    expect(decodeResult(result).unmeasured).toEqual(["performance"])
    expect(finding(result, "sitemap-xml")).toMatchObject({
      status: "fail",
      evidence: expect.stringMatching(
        /gone\.xml, listed in http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml, answered HTTP 404/,
      ),
    })
  })
})
