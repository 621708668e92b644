import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import { crawlScope, frontierUrl, robotsRulesOf } from "../src"
import { frontierEntriesOf } from "../src/discovery"

const START = "https://example.com/"
const inScope = crawlScope(START, { exclude: ["/skip/**"] })
const keyOf = (url: string) => {
  const key = frontierUrl(url)
  return key !== undefined && inScope(key) ? key : null
}
const robots = robotsRulesOf({
  state: "present",
  url: "https://example.com/robots.txt",
  status: 200,
  body: "User-agent: *\nDisallow: /private/\n",
})

describe("frontierEntriesOf", () => {
  it("keys, scopes, bounds by depth, blocks by robots.txt and keeps each URL once at its smallest depth", () => {
    const entries = frontierEntriesOf(
      [
        { url: "https://EXAMPLE.com/a#x", depth: 3, inSitemap: false },
        { url: "https://example.com/a", depth: 1, inSitemap: false },
        { url: "https://example.com/a", depth: null, inSitemap: true },
        { url: "https://example.com/private/p", depth: 1, inSitemap: false },
        { url: "https://example.com/skip/p", depth: 1, inSitemap: false },
        { url: "https://other.example/", depth: 1, inSitemap: false },
        { url: "https://example.com/deep", depth: 6, inSitemap: false },
      ],
      keyOf,
      5,
      () => robots,
    )
    expect(entries).toEqual([
      {
        url: "https://example.com/a",
        host: "https://example.com",
        depth: 1,
        inSitemap: true,
        status: "queued",
      },
      {
        url: "https://example.com/private/p",
        host: "https://example.com",
        depth: 1,
        inSitemap: false,
        status: "blocked",
      },
    ])
  })

  test.prop([
    fc.array(
      fc.record({
        url: fc.constantFrom("/a", "/A", "/a#f", "/b?x=1", "/private/x", "/skip/y", "https://other.example/"),
        depth: fc.option(fc.integer({ min: 0, max: 8 }), { nil: null }),
        inSitemap: fc.boolean(),
      }),
      { maxLength: 30 },
    ),
  ])("gives each key once, in scope, never deeper than the bound, at the smallest depth found", (found) => {
    const absolute = found.map((entry) => ({ ...entry, url: new URL(entry.url, START).href }))
    const entries = frontierEntriesOf(absolute, keyOf, 4, () => robots)
    expect(new Set(entries.map((entry) => entry.url)).size).toBe(entries.length)
    for (const entry of entries) {
      expect(inScope(entry.url)).toBe(true)
      if (entry.depth !== null) expect(entry.depth).toBeLessThanOrEqual(4)
      const depths = absolute
        .filter(
          (candidate) =>
            keyOf(candidate.url) === entry.url && (candidate.depth === null || candidate.depth <= 4),
        )
        .flatMap((candidate) => (candidate.depth === null ? [] : [candidate.depth]))
      expect(entry.depth).toBe(depths.length === 0 ? null : Math.min(...depths))
    }
  })
})
