import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import { PairNumbering } from "../../src/query/pair-numbering"

describe("PairNumbering (properties)", () => {
  test.prop([
    fc.array(fc.tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 40 })), { maxLength: 600 }),
    fc.integer({ min: 0, max: 64 }),
  ])("numbers pairs 0, 1, 2… in the order first seen, however small the expected size", (pairs, expected) => {
    const numbering = new PairNumbering(expected)
    const seen = new Map<string, number>()
    for (const [first, second] of pairs) {
      const key = `${first},${second}`
      if (!seen.has(key)) seen.set(key, seen.size)
      expect(numbering.numberOf(first, second)).toBe(seen.get(key))
    }
    expect(numbering.size).toBe(seen.size)
  })

  test.prop([
    fc.array(fc.tuple(fc.integer(), fc.integer()), { maxLength: 300 }),
    fc.array(fc.tuple(fc.integer(), fc.integer()), { maxLength: 300 }),
  ])(
    "finds the number of every pair numbered, of any 32-bit integers, and none for others",
    (numbered, others) => {
      const numbering = new PairNumbering(4)
      const numbers = new Map<string, number>()
      for (const [first, second] of numbered)
        numbers.set(`${first},${second}`, numbering.numberOf(first, second))
      for (const [first, second] of [...numbered, ...others])
        expect(numbering.numberFound(first, second)).toBe(numbers.get(`${first},${second}`) ?? -1)
      expect(numbering.size).toBe(numbers.size)
    },
  )
})
