import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { compactFigureResults } from "../../src/site/compact-figure-results"
import { type SiteFigureResult, type SitePage, siteFigures } from "../../src/site/site-figures"

const ids = ["title-length", "meta-description", "h1-present", "https", "alt-text"] as const

const finding = fc.record({
  id: fc.constantFrom(...ids),
  status: fc.constantFrom("fail", "review", "pass") as fc.Arbitrary<
    SiteFigureResult["findings"][number]["status"]
  >,
  label: fc.string({ maxLength: 12 }),
  level: fc.constantFrom("high", "medium", "low") as fc.Arbitrary<
    SiteFigureResult["findings"][number]["level"]
  >,
  evidence: fc.string({ maxLength: 30 }),
  fix: fc.string({ maxLength: 12 }),
})

/** Pages of a crawl: addresses that may repeat (redirects to one page), some not audited, findings failing or not. */
const page: fc.Arbitrary<SitePage> = fc.record({
  url: fc.constantFrom(
    "https://a.example/",
    "https://a.example/b",
    "https://a.example/c#x",
    "https://a.example/d",
  ),
  result: fc.option(
    fc.record({
      url: fc.constantFrom(
        "https://a.example/",
        "https://a.example/b",
        "https://a.example/c",
        "https://a.example/c#x",
      ),
      score: fc.record({ svc: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }) }),
      findings: fc.array(finding, { maxLength: 6 }),
    }),
    { nil: undefined },
  ),
})

const caps = fc
  .subarray([...ids])
  .chain((capped) =>
    fc.tuple(...capped.map((id) => fc.tuple(fc.constant(id), fc.integer({ min: 0, max: 100 })))),
  )
  .map((entries) => new Map(entries))

describe("compact figure results", () => {
  it("give the same site figures as the whole results, in any order of pages", () => {
    fc.assert(
      fc.property(
        fc.array(page, { maxLength: 30 }),
        caps,
        fc.constantFrom("en", "sk", "es"),
        (pages, siteCaps, locale) => {
          const compact = compactFigureResults()
          const compacted = pages.map((each) => ({
            url: each.url,
            result: each.result === undefined ? undefined : compact(each.result),
          }))
          expect(siteFigures(compacted, siteCaps, locale)).toEqual(siteFigures(pages, siteCaps, locale))
        },
      ),
    )
  })

  it("hold one finding object per failing rule however many pages fail it", () => {
    fc.assert(
      fc.property(fc.array(page, { maxLength: 30 }), (pages) => {
        const compact = compactFigureResults()
        const held = pages.flatMap((each) => (each.result === undefined ? [] : compact(each.result).findings))
        expect(held.every((each) => each.status === "fail")).toBe(true)
        expect(new Set(held).size).toBe(new Set(held.map((each) => each.id)).size)
      }),
    )
  })
})
