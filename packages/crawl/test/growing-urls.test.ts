import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import { growingUrls } from "../src/growing-urls"

const at = (path: string, depth: number) => ({ url: `https://example.com${path}`, depth })

describe("growingUrls", () => {
  it("names the URL family met at the most depths, digits starred, with the glob that leaves it out", () => {
    const calendar = Array.from({ length: 12 }, (_, month) =>
      at(`/calendar?month=2026-${String(month + 1).padStart(2, "0")}`, month + 1),
    )
    const articles = Array.from({ length: 40 }, (_, article) => at(`/s/${article % 4}/a/${article}`, 2))
    expect(growingUrls([at("/", 0), ...articles, ...calendar])).toEqual({
      pattern: "/calendar?month=*-*",
      pathGlob: "/calendar",
      count: 12,
      deepest: 12,
    })
  })

  test.prop([
    fc.array(fc.tuple(fc.constantFrom("/s", "/blog", "/shop"), fc.nat(500), fc.integer({ min: 0, max: 3 })), {
      maxLength: 300,
    }),
  ])("never names a site whose pages sit within four depths", (pages) => {
    expect(growingUrls(pages.map(([folder, page, depth]) => at(`${folder}/${page}`, depth)))).toBeNull()
  })

  test.prop([fc.integer({ min: 5, max: 60 }), fc.nat(30)])(
    "always names a chain of five depths or more",
    (length, offset) => {
      const chain = Array.from({ length }, (_, step) => at(`/archive/page/${step + offset}`, step + 1))
      expect(growingUrls(chain)?.pattern).toBe("/archive/page/*")
    },
  )
})
