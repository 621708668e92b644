import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { capEchoed } from "../../src/engine/echo-limits"

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

describe("capEchoed", () => {
  it("keeps a text within the limit as it is, and cuts a longer one to its start and an ellipsis, never inside a surrogate pair", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: "grapheme", maxLength: 400 }),
          fc.string({ unit: "binary", maxLength: 400 }),
        ),
        fc.integer({ min: 2, max: 300 }),
        (text, limit) => {
          const capped = capEchoed(text, limit)
          if (text.length <= limit) {
            expect(capped).toBe(text)
            return
          }
          expect(capped.length).toBeLessThanOrEqual(limit)
          expect(capped.endsWith("…")).toBe(true)
          const kept = capped.slice(0, -1)
          expect(text.startsWith(kept)).toBe(true)
          // Cut between two code points: the kept start never ends with the first half of a pair.
          const cutInsidePair =
            isHighSurrogate(text.charCodeAt(kept.length - 1)) && isLowSurrogate(text.charCodeAt(kept.length))
          expect(cutInsidePair).toBe(false)
          expect(kept.length).toBeGreaterThanOrEqual(limit - 2)
        },
      ),
    )
  })

  it("cuts 5 MiB of emoji into a well-formed string within the limit", () => {
    const capped = capEchoed("😀".repeat(2_621_440), 300)
    expect(capped.length).toBe(299)
    expect(loneSurrogate.test(capped)).toBe(false)
  })
})
