import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import { TokenIds } from "../src/lib/token-ids"

/** The definition: ids in the order first seen, from one map. */
const reference = (tokens: ReadonlyArray<string>): number[] => {
  const ids = new Map<string, number>()
  return tokens.map((token) => {
    if (!ids.has(token)) ids.set(token, ids.size)
    return ids.get(token) as number
  })
}

describe("TokenIds", () => {
  // Many distinct short tokens, so that tokens share the table's slots and push each other out;
  // each one freshly built, so that equal tokens are often different strings.
  test.prop([
    fc.array(fc.string({ unit: fc.constantFrom("a", "b", "c", "é", "\ud800"), maxLength: 6 }), {
      maxLength: 400,
    }),
  ])("numbers tokens as one map does", (tokens) => {
    const ids = new TokenIds()
    const copies = tokens.map((token) => [...token].join(""))
    expect(copies.map((token) => ids.idOf(token))).toEqual(reference(tokens))
    expect(ids.size).toBe(new Set(tokens).size)
  })
})
