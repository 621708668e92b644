import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import { HeaviestFirst } from "../../src/query/heaviest-first"

describe("HeaviestFirst (properties)", () => {
  test.prop([fc.array(fc.constantFrom(0, 0.5, 1, 1.5, 2, 3, 7.25), { maxLength: 200 })])(
    "gives every item once, all those of one weight together, heaviest weight first",
    (weights) => {
      const weightOf = Float64Array.from(weights)
      const items = weights.map((_, item) => item).filter((item) => item % 3 !== 1) // not every item is asked for
      const heaviestFirst = new HeaviestFirst(items, weightOf)
      const groups: number[][] = []
      for (let group = heaviestFirst.nextGroup(); group.length > 0; group = heaviestFirst.nextGroup())
        groups.push(group)
      expect(groups.flat().sort((a, b) => a - b)).toEqual(items)
      const groupWeights = groups.map((group) => {
        const weight = weightOf[group[0] as number]
        expect(group.every((item) => weightOf[item] === weight)).toBe(true)
        return weight
      })
      expect(groupWeights).toEqual(
        [...new Set(items.map((item) => weightOf[item]))].sort((a, b) => (b ?? 0) - (a ?? 0)),
      )
    },
  )
})
