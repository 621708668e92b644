import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { NEAR_DUPLICATE_SIMILARITY, nearDuplicatePairs } from "../../src/site/near-duplicates"
import { minhashSignature, normalisedText, signatureSimilarity } from "../../src/site/text-fingerprint"

const word = fc.constantFrom(
  "bread",
  "rye",
  "oven",
  "flour",
  "salt",
  "water",
  "crust",
  "dough",
  "seed",
  "malt",
  "yeast",
  "mill",
)
const text = fc.array(word, { minLength: 1, maxLength: 80 }).map((words) => words.join(" "))

/** The groups the pairs join (union–find over the pairs). */
const groupOf = (pairs: ReadonlyArray<{ a: string; b: string }>) => {
  const parent = new Map<string, string>()
  const find = (id: string): string => {
    const up = parent.get(id)
    return up === undefined || up === id ? id : find(up)
  }
  for (const pair of pairs) parent.set(find(pair.b), find(pair.a))
  return find
}

describe("near duplicates by MinHash and LSH", () => {
  it("find every pair of pages with the same text, among any others", () => {
    fc.assert(
      fc.property(fc.array(text, { minLength: 2, maxLength: 12 }), fc.nat(), fc.nat(), (texts, i, j) => {
        const a = i % texts.length
        const b = j % texts.length
        fc.pre(a !== b)
        const items = texts.map((value, index) => ({
          id: `p${index}`,
          minhash: minhashSignature(normalisedText(index === b ? (texts[a] as string) : value)),
        }))
        const group = groupOf(nearDuplicatePairs(items))
        expect(group(`p${a}`)).toBe(group(`p${b}`))
      }),
    )
  })

  it("list only pairs whose signatures agree on at least 90% of their positions, each joining two groups", () => {
    fc.assert(
      fc.property(fc.array(text, { maxLength: 15 }), (texts) => {
        const items = texts.map((value, index) => ({
          id: `p${index}`,
          minhash: minhashSignature(normalisedText(value)),
        }))
        const pairs = nearDuplicatePairs(items)
        const byId = new Map(items.map((item) => [item.id, item.minhash]))
        for (const pair of pairs) {
          expect(pair.similarity).toBeGreaterThanOrEqual(NEAR_DUPLICATE_SIMILARITY)
          expect(signatureSimilarity(byId.get(pair.a) ?? [], byId.get(pair.b) ?? [])).toBe(pair.similarity)
        }
        expect(pairs.length).toBeLessThan(Math.max(1, items.length))
      }),
    )
  })

  it("estimate the similarity of texts: one word changed in 400 stays above 0.9, another text falls far below", () => {
    const words = Array.from({ length: 400 }, (_, index) => `w${(index * 7919) % 1009}`)
    const original = minhashSignature(words.join(" "))
    const edited = minhashSignature(
      words.map((value, index) => (index === 200 ? "changed" : value)).join(" "),
    )
    const other = minhashSignature(words.map((value) => `${value}x`).join(" "))
    expect(signatureSimilarity(original, edited)).toBeGreaterThan(0.9)
    expect(signatureSimilarity(original, other)).toBeLessThan(0.1)
    expect(
      nearDuplicatePairs([
        { id: "a", minhash: original },
        { id: "b", minhash: edited },
        { id: "c", minhash: other },
      ]),
    ).toEqual([{ a: "a", b: "b", similarity: signatureSimilarity(original, edited) }])
  })
})
