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
})

describe("site files in the audit", () => {
  const auditWithRobots = async (robots: ExtraRoute) => {
    const other = await serveFixtureSite(bakery, "https://bakery.example", { "/robots.txt": robots })
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
})
