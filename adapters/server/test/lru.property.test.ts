import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { WeightedLru } from "../src/lru"

type Operation = { readonly get: number } | { readonly set: number; readonly weight: number }

const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({ get: fc.integer({ min: 0, max: 9 }) }),
  fc.record({ set: fc.integer({ min: 0, max: 9 }), weight: fc.integer({ min: 0, max: 40 }) }),
)

describe("the weighted LRU", () => {
  it("never holds more than its budget, and keeps the most recently used entries that fit", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.array(operation, { maxLength: 80 }),
        (budget, operations) => {
          const lru = new WeightedLru<number, number>(budget, (weight) => weight)
          // A model: entries in recency order, trimmed from the oldest until the budget holds.
          let model: Array<[number, number]> = []
          for (const step of operations) {
            if ("get" in step) {
              const found = model.find(([key]) => key === step.get)
              expect(lru.get(step.get)).toBe(found?.[1])
              if (found !== undefined) model = [...model.filter(([key]) => key !== step.get), found]
            } else {
              lru.set(step.set, step.weight)
              model = model.filter(([key]) => key !== step.set)
              if (step.weight <= budget) model.push([step.set, step.weight])
              while (model.reduce((sum, [, weight]) => sum + weight, 0) > budget) model.shift()
            }
            expect(lru.weight).toBe(model.reduce((sum, [, weight]) => sum + weight, 0))
            expect(lru.weight).toBeLessThanOrEqual(budget)
            expect(lru.size).toBe(model.length)
          }
        },
      ),
    )
  })
})
