import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import { mayTakeMoreThan, mostRepeated } from "../src/lib/most-repeated"

/** The definition, written plainly: terms as joined text, counted without overlaps, first seen wins ties. */
const reference = (tokens: ReadonlyArray<string>) => {
  let best = { text: "", share: 0 }
  for (let size = 1; size <= 3; size++) {
    const counts = new Map<string, { count: number; nextFree: number }>()
    for (let start = 0; start + size <= tokens.length; start++) {
      const term = tokens.slice(start, start + size).join(" ")
      const seen = counts.get(term)
      if (seen === undefined) counts.set(term, { count: 1, nextFree: start + size })
      else if (start >= seen.nextFree) {
        seen.count++
        seen.nextFree = start + size
      }
    }
    for (const [text, { count }] of counts) {
      const share = (count * size) / tokens.length
      if (share > best.share) best = { text, share }
    }
  }
  return { ...best, tokens: tokens.length }
}

const vocabulary = ["bread", "rye", "oven", "flour", "salt", "a b"]
/** Mostly one word, sometimes others: longer terms then compete with a clear leader. */
const skewed = fc.oneof(
  { arbitrary: fc.constant("bread"), weight: 4 },
  { arbitrary: fc.constantFrom(...vocabulary), weight: 3 },
)

describe("mostRepeated", () => {
  test.prop([
    fc.array(fc.oneof(skewed, fc.constantFrom("x", "ok")), { maxLength: 300 }),
    fc.double({ min: 0, max: 1, noNaN: true }),
    fc.integer({ min: 0, max: 300 }),
  ])("is never skipped by the cheap bound where a term takes more than the share", (tokens, share, limit) => {
    const longEnough = (token: string) => token.length > 1
    const found = mostRepeated(tokens, longEnough, limit)
    if (found.share > share) expect(mayTakeMoreThan(tokens, share, longEnough, limit)).toBe(true)
  })

  test.prop([fc.array(fc.constantFrom(...vocabulary), { maxLength: 300 })])(
    "finds the same term and share as the plain definition",
    (tokens) => {
      expect(mostRepeated(tokens)).toEqual(reference(tokens))
    },
  )

  test.prop([fc.array(skewed, { maxLength: 300 })])(
    "finds the same term when one word leads the counts",
    (tokens) => {
      expect(mostRepeated(tokens)).toEqual(reference(tokens))
    },
  )

  test.prop([
    fc.array(fc.constantFrom(...vocabulary, "x", "y"), { maxLength: 300 }),
    fc.subarray(["rye", "x", "y", "a b"]),
    fc.nat(320),
  ])("counts the first `limit` tokens that pass the filter, as one sequence", (tokens, dropped, limit) => {
    const counted = (token: string) => !dropped.includes(token)
    expect(mostRepeated(tokens, counted, limit)).toEqual(reference(tokens.slice(0, limit).filter(counted)))
  })

  it("counts overlapping repetitions once", () => {
    expect(mostRepeated(["bread", "bread", "bread"])).toEqual({ text: "bread", share: 1, tokens: 3 })
    expect(mostRepeated(["cheap", "flight", "x", "cheap", "flight", "y"]).text).toBe("cheap flight")
  })

  it("finds nothing in no tokens", () => {
    expect(mostRepeated([])).toEqual({ text: "", share: 0, tokens: 0 })
  })
})
