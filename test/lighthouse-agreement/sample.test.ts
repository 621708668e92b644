import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { sampleFrom } from "./sample"

const names = fc.uniqueArray(fc.string({ minLength: 1 }), { minLength: 1, maxLength: 90 })

describe("the live run's sample of the agreement fixtures", () => {
  it("draws that many distinct fixtures, in their order, the same for the same seed", () => {
    fc.assert(
      fc.property(names, fc.nat(), fc.integer(), (list, wanted, seed) => {
        const size = (wanted % list.length) + 1
        const drawn = sampleFrom(list, size, seed)
        expect(drawn).toHaveLength(size)
        expect(new Set(drawn).size).toBe(size)
        expect(drawn).toEqual(list.filter((name) => drawn.includes(name)))
        expect(sampleFrom(list, size, seed)).toEqual(drawn)
      }),
    )
  })

  it("takes every fixture without a size, and refuses a size that is not a count", () => {
    expect(sampleFrom(["a", "b"], undefined, 1)).toEqual(["a", "b"])
    expect(sampleFrom(["a", "b"], 5, 1)).toEqual(["a", "b"])
    expect(() => sampleFrom(["a", "b", "c"], 0, 1)).toThrow(/whole number/)
    expect(() => sampleFrom(["a", "b", "c"], Number.NaN, 1)).toThrow(/whole number/)
  })

  it("draws differently for different seeds", () => {
    const list = Array.from({ length: 75 }, (_, index) => `fixture-${index}`)
    const draws = new Set([1, 2, 3, 4, 5].map((seed) => sampleFrom(list, 20, seed).join()))
    expect(draws.size).toBeGreaterThan(1)
  })
})
