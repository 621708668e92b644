import { describe, expect, it } from "vitest"
import { extractFacts } from "../../src/facts/extract-facts"
import { sitemapIndexEntries } from "../../src/facts/sitemap-facts"
import { type SitemapFile, type Sitemaps, snapshotOfHtml } from "../../src/snapshot"
import { factOf } from "./facts-of"

const present = (url: string, body: string, index: string | null = null): SitemapFile => ({
  state: "present",
  url,
  index,
  status: 200,
  body,
})
const urlset = (...locs: string[]) =>
  `<urlset>${locs.map((loc) => `<url><loc>${loc}</loc></url>`).join("")}</urlset>`
const indexOf = (...locs: string[]) =>
  `<?xml version="1.0"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs.map((loc) => `<sitemap><loc>${loc}</loc></sitemap>`).join("")}</sitemapindex>`

const ROOT = "https://example.com/sitemap_index.xml"
const sitemaps: Sitemaps = {
  state: "fetched",
  named: [ROOT],
  files: [
    present(ROOT, indexOf("https://example.com/pages.xml", "https://example.com/more-index.xml")),
    present("https://example.com/pages.xml", urlset("https://example.com/", "https://example.com/a"), ROOT),
    present(
      "https://example.com/more-index.xml",
      indexOf("https://example.com/deep-1.xml", "https://example.com/deep-2.xml"),
      ROOT,
    ),
    { state: "failed", url: "https://example.com/posts.xml", index: ROOT, reason: "timeout" },
  ],
  skipped: { count: 7, examples: ["https://example.com/p-20.xml"], limit: "files" },
}

describe("sitemap facts", () => {
  it("parse every file, keep where each was listed, and count what was left unread", () => {
    const facts = factOf("sitemap", "<p>x</p>", { siteFiles: { sitemap: sitemaps } })
    expect(facts.named).toEqual([ROOT])
    expect(facts.files.map((file) => [file.url, file.state, file.index])).toEqual([
      [ROOT, "present", null],
      ["https://example.com/pages.xml", "present", ROOT],
      ["https://example.com/more-index.xml", "present", ROOT],
      ["https://example.com/posts.xml", "failed", ROOT],
    ])
    expect(facts.files[1]).toMatchObject({ kind: "urlset", entryCount: 2 })
    expect(facts.files[3]).toEqual({
      state: "failed",
      url: "https://example.com/posts.xml",
      index: ROOT,
      reason: "timeout",
      status: null,
    })
    expect(facts.unread).toEqual({
      overLimit: 7,
      limit: "files",
      nested: 2,
      examples: [
        "https://example.com/p-20.xml",
        "https://example.com/deep-1.xml",
        "https://example.com/deep-2.xml",
      ],
    })
  })

  it("parse the sitemaps of a site once, however many of its pages are audited", () => {
    const page = (path: string) =>
      snapshotOfHtml("<p>x</p>", { url: `https://example.com${path}`, siteFiles: { sitemap: sitemaps } })
    const first = extractFacts(page("/a"), { keys: ["sitemap"] }).sitemap
    const second = extractFacts(page("/b"), { keys: ["sitemap"] }).sitemap
    expect(second).toBe(first)
  })

  it("are unavailable when nobody fetched the sitemaps", () => {
    const facts = extractFacts(snapshotOfHtml("<p>x</p>"), { keys: ["sitemap"] })
    expect(facts.sitemap).toMatchObject({ _tag: "Unavailable", reason: "the sitemaps were not fetched" })
  })
})

describe("sitemapIndexEntries", () => {
  it("lists the sitemaps of an index, whatever precedes its root", () => {
    const body = `\uFEFF<?xml version="1.0"?>\n<!-- Yoast -->\n<?xml-stylesheet href="s.xsl"?>\n${indexOf("https://example.com/a.xml", "https://example.com/b.xml").replace(/^<\?xml[^>]*>\n/, "")}`
    expect(sitemapIndexEntries(body)).toEqual(["https://example.com/a.xml", "https://example.com/b.xml"])
    expect(
      sitemapIndexEntries(
        '<sm:sitemapindex xmlns:sm="x"><sm:sitemap><sm:loc>https://example.com/a.xml</sm:loc></sm:sitemap></sm:sitemapindex>',
      ),
    ).toEqual(["https://example.com/a.xml"])
  })

  it("is null for a urlset, garbage and an index that is not valid XML", () => {
    expect(sitemapIndexEntries(urlset("https://example.com/"))).toBeNull()
    expect(sitemapIndexEntries("<html><sitemapindex></sitemapindex></html>")).toBeNull()
    expect(
      sitemapIndexEntries("<sitemapindex><sitemap><loc>https://example.com/a.xml</loc></sitemap>"),
    ).toBeNull()
    expect(sitemapIndexEntries("")).toBeNull()
  })
})
