import { describe, expect, it } from "vitest"
import { extractFacts } from "../../src/facts/extract-facts"
import { isUnavailable } from "../../src/facts/unavailable"
import { snapshotOfHtml } from "../../src/snapshot"
import { separateHeaders, snapshotHeaders } from "../../src/snapshot-headers"
import { factOf } from "./facts-of"

describe("HTTP facts", () => {
  it("read each repeated X-Robots-Tag header on its own: a bot prefix addresses only its own header", () => {
    const headers = snapshotHeaders({
      "X-Robots-Tag": ["otherbot: noindex", "none"],
      Vary: ["accept-encoding", "cookie"],
    })
    expect(headers.vary).toBe("accept-encoding, cookie")
    expect(separateHeaders(headers["x-robots-tag"])).toEqual(["otherbot: noindex", "none"])
    const http = factOf("http", "<p>x</p>", { url: "https://example.com/", headers })
    expect(http.xRobotsTag).toEqual([
      { userAgent: "otherbot", directives: ["noindex"] },
      { userAgent: null, directives: ["none"] },
    ])
  })

  it("parse content type, X-Robots-Tag groups and Link headers", () => {
    const http = factOf("http", "<p>x</p>", {
      url: "https://www.example.co.uk/a?b=1",
      headers: {
        "Content-Type": "text/html; charset=ISO-8859-2",
        "X-Robots-Tag":
          "noarchive, googlebot: noindex, nofollow, unavailable_after: 25 Jun 2010 15:00:00 PST",
        Link: '<https://www.example.co.uk/a>; rel="canonical", </sk/a>; rel=alternate; hreflang=sk',
      },
    })
    expect(http.contentType).toEqual({ mediaType: "text/html", charset: "iso-8859-2" })
    expect(http.isHtml).toBe(true)
    expect(http.url).toMatchObject({ registrableDomain: "example.co.uk", isHttps: true, pathname: "/a" })
    expect(http.xRobotsTag).toEqual([
      { userAgent: null, directives: ["noarchive"] },
      {
        userAgent: "googlebot",
        directives: ["noindex", "nofollow", "unavailable_after: 25 jun 2010 15:00:00 pst"],
      },
    ])
    expect(http.linkHeader).toEqual([
      {
        href: "https://www.example.co.uk/a",
        url: "https://www.example.co.uk/a",
        rel: ["canonical"],
        hreflang: null,
        type: null,
      },
      {
        href: "/sk/a",
        url: "https://www.example.co.uk/sk/a",
        rel: ["alternate"],
        hreflang: "sk",
        type: null,
      },
    ])
    expect(http.header("x-robots-tag")).toMatch(/^noarchive/)
  })

  it("keep headers named like Object properties and answer no header for the others", () => {
    const headers = JSON.parse('{"__proto__": "p", "Constructor": "c"}') as Record<string, string>
    const http = factOf("http", "<p>x</p>", { headers })
    expect(http.header("__proto__")).toBe("p")
    expect(http.header("constructor")).toBe("c")
    expect(http.header("toString")).toBeUndefined()
    expect(Object.keys(http.headers)).toEqual(["content-type", "__proto__", "constructor"])
  })

  it("counts the body in UTF-8 bytes", () => {
    expect(factOf("http", "Košice 😀").bodyBytes).toBe(12)
  })
})

describe("site files", () => {
  it("are unavailable when never fetched", () => {
    const facts = extractFacts(snapshotOfHtml("<p>x</p>"), { keys: ["robots", "sitemap", "llms"] })
    expect([facts.robots, facts.sitemap, facts.llms].every(isUnavailable)).toBe(true)
  })

  it("read robots.txt with line numbers and per-bot verdicts", () => {
    const body =
      "# rules\nUser-agent: *\nDisallow: /private\n\nUser-agent: GPTBot\nDisallow: /\nnonsense line\nSitemap: https://example.com/s.xml\n"
    const robots = factOf("robots", "<p>x</p>", {
      siteFiles: { robots: { state: "present", url: "https://example.com/robots.txt", status: 200, body } },
    })
    if (robots.state !== "present") throw new Error("expected a present robots.txt")
    expect(robots.lines.map((line) => [line.line, line.directive])).toEqual([
      [2, "user-agent"],
      [3, "disallow"],
      [5, "user-agent"],
      [6, "disallow"],
      [7, null],
      [8, "sitemap"],
    ])
    expect(robots.isAllowed("https://example.com/private/x", "Googlebot")).toBe(false)
    expect(robots.matchingLine("https://example.com/private/x", "Googlebot")).toBe(3)
    expect(robots.isAllowed("https://example.com/", "GPTBot")).toBe(false)
    expect(robots.isAllowed("https://example.com/", "OAI-SearchBot")).toBe(true)
    expect(robots.sitemaps).toEqual(["https://example.com/s.xml"])
  })

  it("tell a urlset from a sitemap index and from garbage", () => {
    const sitemap = (body: string) =>
      factOf("sitemap", "<p>x</p>", {
        siteFiles: {
          sitemap: { state: "present", url: "https://example.com/sitemap.xml", status: 200, body },
        },
      }).files[0]
    expect(
      sitemap(
        '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://example.com/</loc><lastmod>2026-01-01</lastmod></url><url><loc>https://example.com/b</loc></url></urlset>',
      ),
    ).toMatchObject({
      kind: "urlset",
      urls: [
        { loc: "https://example.com/", lastmod: "2026-01-01" },
        { loc: "https://example.com/b", lastmod: null },
      ],
    })
    expect(
      sitemap("<sitemapindex><sitemap><loc>https://example.com/s1.xml</loc></sitemap></sitemapindex>"),
    ).toMatchObject({
      kind: "sitemapindex",
      sitemaps: ["https://example.com/s1.xml"],
    })
    expect(sitemap("<html><body>not a sitemap</body></html>")).toMatchObject({
      kind: "invalid",
      error: /root element is <html>/,
    })
    expect(sitemap("<urlset><url><loc>x</loc></urlset")).toMatchObject({ kind: "invalid" })
  })

  it("read llms.txt as llmstxt.org defines it", () => {
    const llms = factOf("llms", "<p>x</p>", {
      siteFiles: {
        llms: {
          state: "present",
          url: "https://example.com/llms.txt",
          status: 200,
          body: "# Example Bakery\n\n> Sourdough in Košice.\n\nWe bake daily.\n\n## Pages\n\n- [Bread](https://example.com/bread): what we bake\n- [About](https://example.com/about)\n\n## Optional\n\n- [Blog](https://example.com/blog)\n",
        },
      },
    })
    expect(llms).toMatchObject({
      title: "Example Bakery",
      summary: "Sourdough in Košice.",
      sections: [
        {
          title: "Pages",
          links: [
            { name: "Bread", url: "https://example.com/bread", notes: "what we bake" },
            { name: "About", url: "https://example.com/about", notes: null },
          ],
        },
        { title: "Optional", links: [{ name: "Blog", url: "https://example.com/blog", notes: null }] },
      ],
    })
  })
})
