import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type PlantedSite, servePlantedSite } from "../fixtures/planted-site/planted-site"

// The planted site that the crawl's tests and `pnpm bench:crawl` stand on answers as its defects say.

let site: PlantedSite

beforeAll(async () => {
  site = await servePlantedSite({ sections: 3, articlesPerSection: 4, crawlDelay: 2 })
})

afterAll(() => site?.close())

const get = (path: string) => fetch(`${site.origin}${path}`, { redirect: "manual" })

const sitemapUrls = async () =>
  [...(await (await get("/sitemap.xml")).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])

describe("the planted site", () => {
  it("names its sitemap and Crawl-delay in robots.txt, and blocks /private/", async () => {
    const robots = await (await get("/robots.txt")).text()
    expect(robots).toContain(`Sitemap: ${site.origin}/sitemap.xml`)
    expect(robots).toContain("Crawl-delay: 2")
    expect(robots).toContain("Disallow: /private/")
  })

  it("serves every clean page with a title, a description and a canonical of its own, all different", async () => {
    const titles = new Set<string>()
    for (const url of site.cleanPages) {
      const answer = await fetch(url)
      expect(answer.status, url).toBe(200)
      const html = await answer.text()
      titles.add(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "")
      expect(html).toContain(`<link rel="canonical" href="${new URL(url).pathname}">`)
    }
    expect(titles.size).toBe(site.cleanPages.length)
    expect(site.cleanPages).toHaveLength(1 + 3 + 3 * 4)
  })

  it("plants what its defects say: redirects, a loop, errors, a 429 once, noindex, a one-sided hreflang", async () => {
    expect((await get("/chain/start")).headers.get("location")).toBe("/chain/mid")
    expect((await get("/chain/mid")).headers.get("location")).toBe("/chain/end")
    expect((await get("/loop/b")).headers.get("location")).toBe("/loop/a")
    expect((await get("/missing/page")).status).toBe(404)
    expect((await get("/error/500")).status).toBe(500)
    const busy = await get("/busy")
    expect([busy.status, busy.headers.get("retry-after")]).toEqual([429, "1"])
    expect((await get("/busy")).status).toBe(200)
    expect(await (await get("/noindex/page")).text()).toContain('<meta name="robots" content="noindex">')
    expect(await (await get("/lang/sk")).text()).not.toContain('hreflang="en"')
    expect(await (await get("/llms.txt")).text()).toContain(`${site.origin}/missing/llms-listed`)
  })

  it("lists the planted sitemap entries once each, the orphan among them, and counts every request", async () => {
    const listed = await sitemapUrls()
    expect(new Set(listed).size).toBe(listed.length)
    expect(listed).toContain(`${site.origin}/orphan`)
    expect(listed).not.toContain(`${site.origin}/unlisted`)
    expect(listed.length).toBe(site.pageCount)
    const before = site.requests().length
    await (await get("/")).text()
    expect(site.requests().length).toBe(before + 1)
    expect(site.requests().at(-1)).toMatchObject({ path: "/", method: "GET" })
  })
})
