import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { linkScores, pageRank, scaledRanks } from "../../src/site/link-score"
import { siteViewOf } from "../../src/site/site-view"
import { crawledPage, crawledSite, linkTo } from "./crawled-site"

/** A directed graph of up to 30 nodes, dangling nodes and self-links included. */
const graph = fc
  .integer({ min: 1, max: 30 })
  .chain((n) => fc.array(fc.uniqueArray(fc.nat(n - 1), { maxLength: n }), { minLength: n, maxLength: n }))

describe("link scores", () => {
  it("PageRank's ranks are a distribution: each positive, summing to 1, dangling nodes and all", () => {
    fc.assert(
      fc.property(graph, (outlinks) => {
        const ranks = pageRank(outlinks)
        expect(ranks).toHaveLength(outlinks.length)
        for (const rank of ranks) expect(rank).toBeGreaterThan(0)
        expect(ranks.reduce((sum, rank) => sum + rank, 0)).toBeCloseTo(1, 9)
      }),
    )
  })

  it("scaled, every score is an integer 0–100 and the best-linked page scores 100", () => {
    fc.assert(
      fc.property(graph, (outlinks) => {
        const scores = scaledRanks(pageRank(outlinks))
        for (const score of scores) {
          expect(Number.isInteger(score)).toBe(true)
          expect(score).toBeGreaterThanOrEqual(0)
          expect(score).toBeLessThanOrEqual(100)
        }
        expect(Math.max(...scores)).toBe(100)
      }),
    )
  })

  it("a rank never scores below a smaller one (the scale keeps the order)", () => {
    fc.assert(
      fc.property(graph, (outlinks) => {
        const ranks = pageRank(outlinks)
        const scores = scaledRanks(ranks)
        for (let a = 0; a < ranks.length; a++)
          for (let b = 0; b < ranks.length; b++)
            if ((ranks[a] ?? 0) > (ranks[b] ?? 0)) expect(scores[a]).toBeGreaterThanOrEqual(scores[b] ?? 0)
      }),
    )
  })

  it("gives the hub of a star the top score and its leaves equal, lower ones", () => {
    const leaves = ["/a", "/b", "/c", "/d"]
    const site = crawledSite([
      crawledPage("/", { links: leaves.map((path) => linkTo(path)) }),
      ...leaves.map((path) => crawledPage(path, { links: [linkTo("/")] })),
    ])
    const scores = linkScores(siteViewOf(site))
    expect(scores[0]).toEqual({ url: "https://example.com/", score: 100 })
    expect(new Set(scores.slice(1).map((entry) => entry.score)).size).toBe(1)
    expect(scores[1]?.score).toBeLessThan(100)
  })

  it("leaves nofollow links out, and counts a link to a redirect as a link to where it ends", () => {
    const site = crawledSite([
      crawledPage("/", { links: [linkTo("/old"), linkTo("/b", true)] }),
      crawledPage("/old", {
        redirects: [{ url: "https://example.com/old", status: 301 }],
        finalUrl: "https://example.com/a",
      }),
      crawledPage("/a"),
      crawledPage("/b"),
    ])
    const scores = new Map(linkScores(siteViewOf(site)).map((entry) => [entry.url, entry.score]))
    expect(scores.has("https://example.com/old")).toBe(false)
    expect(scores.get("https://example.com/a")).toBeGreaterThan(scores.get("https://example.com/b") ?? 100)
  })
})
