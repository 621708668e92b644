import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import { wrapLines } from "../src/layout/wrap-lines"

// Each character is as wide as its code unit count: easy to reason about, and widths grow with length.
const widthOf = (text: string) => text.length

describe("breaking text into lines", () => {
  it("keeps a text that fits on one line whole", () => {
    expect(wrapLines("fresh bread", 20, widthOf)).toEqual(["fresh bread"])
  })

  it("breaks between words, and trailing spaces do not push a word to the next line", () => {
    expect(wrapLines("sourdough bread baked daily", 15, widthOf)).toEqual(["sourdough bread", "baked daily"])
  })

  it("starts a new line at every line feed and keeps a blank line", () => {
    expect(wrapLines("first\n\nsecond\nthird", 40, widthOf)).toEqual(["first", "", "second", "third"])
  })

  it("breaks where Unicode allows, and cuts a word wider than a whole line between characters", () => {
    // UAX #14 allows a break after "//" but not after the other slashes or the dot.
    expect(wrapLines("see https://bakery.example/very/long/path", 10, widthOf)).toEqual([
      "see",
      "https://",
      "bakery.exa",
      "mple/very/",
      "long/path",
    ])
    expect(wrapLines("abcdefghij", 4, widthOf)).toEqual(["abcd", "efgh", "ij"])
  })

  test.prop([fc.string({ maxLength: 300 }), fc.integer({ min: 1, max: 80 })])(
    "every line fits the width, and the lines hold every character but the spaces at breaks",
    (text, width) => {
      const lines = wrapLines(text, width, widthOf)
      for (const line of lines) expect(widthOf(line) <= width || [...line].length === 1).toBe(true)
      const ink = (value: string) => value.replace(/\s/g, "")
      expect(lines.map(ink).join("")).toBe(ink(text))
    },
  )
})
