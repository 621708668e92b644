import { describe, expect, it } from "vitest"
import { namedSitemaps } from "../../src/facts/robots-facts"
import type { SiteFile } from "../../src/snapshot"

const robots = (body: string): SiteFile => ({
  state: "present",
  url: "https://example.com/robots.txt",
  status: 200,
  body,
})

describe("namedSitemaps", () => {
  it("reads every Sitemap line in order, resolved against robots.txt, once each", () => {
    const body = [
      "User-agent: *",
      "Disallow: /private",
      "Sitemap: https://example.com/a.xml",
      "  sitemap :/b.xml   # relative, resolved",
      "SITEMAP: https://example.com/a.xml",
      "Sitemap: https://cdn.example.net/c.xml.gz trailing words",
    ].join("\n")
    expect(namedSitemaps(robots(body))).toEqual([
      "https://example.com/a.xml",
      "https://example.com/b.xml",
      "https://cdn.example.net/c.xml.gz",
    ])
  })

  it("skips what is not an http(s) address and reads nothing from an absent file", () => {
    expect(namedSitemaps(robots("Sitemap: ftp://example.com/s.xml\nSitemap:\nSitemap: http://[bad"))).toEqual(
      [],
    )
    expect(namedSitemaps({ state: "absent", url: "https://example.com/robots.txt", status: 404 })).toEqual([])
  })
})
