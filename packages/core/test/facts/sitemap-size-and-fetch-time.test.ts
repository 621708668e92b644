import { describe, expect, it } from "vitest"
import { factOf } from "./facts-of"

const sitemapOf = (body: string) => {
  const sitemap = factOf("sitemap", "<p>x</p>", {
    siteFiles: { sitemap: { state: "present", url: "https://example.com/sitemap.xml", status: 200, body } },
  })
  const file = sitemap.files[0]
  if (file?.state !== "present") throw new Error("expected a present sitemap")
  return file
}

describe("the fetch time", () => {
  it("is the snapshot's, for rules that compare dates with now", () => {
    expect(factOf("http", "<p>x</p>", { fetchedAt: "2031-05-06T07:08:09.010Z" }).fetchedAt).toBe(
      "2031-05-06T07:08:09.010Z",
    )
  })
})

describe("sitemap size facts", () => {
  it("count every entry, also beyond the 50,000 the protocol allows and the facts keep", () => {
    const entries = Array.from(
      { length: 50_002 },
      (_, index) => `<url><loc>https://example.com/${index}</loc></url>`,
    )
    const sitemap = sitemapOf(`<urlset>${entries.join("")}</urlset>`)
    expect(sitemap.entryCount).toBe(50_002)
    expect(sitemap.urls).toHaveLength(50_000)
  })

  it("count the child sitemaps of an index", () => {
    const sitemap = sitemapOf(
      "<sitemapindex><sitemap><loc>https://example.com/a.xml</loc></sitemap><sitemap><loc>https://example.com/b.xml</loc></sitemap></sitemapindex>",
    )
    expect(sitemap).toMatchObject({ kind: "sitemapindex", entryCount: 2 })
  })

  it("measure the file in UTF-8 bytes, also when it is not a sitemap", () => {
    const body = "<urlset><url><loc>https://example.com/košice</loc></url></urlset>"
    expect(sitemapOf(body).bodyBytes).toBe(body.length + 1)
    expect(sitemapOf("<html>č</html>")).toMatchObject({ kind: "invalid", entryCount: 0, bodyBytes: 15 })
  })
})
