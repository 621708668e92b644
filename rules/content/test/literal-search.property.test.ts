import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import { literalSearch } from "../src/lib/literal-search"
import { mayHoldPlaceholder } from "../src/lib/placeholder"

/** What placeholder-text looked for with a regular expression before. */
const PLACEHOLDER_PATTERN =
  /lorem|dolor sit|consectetur|coming soon|construc|insert|your (text|content)|placeholder|sample text|to be announced|priprav|v[yý]stavb|pracujeme|dopln|pr[oó]ximamente|ejemplo/i

/** Characters that case-insensitive matching treats specially: long s, Kelvin, dotless and dotted i, accents. */
const tricky = ["ſ", "\u212a", "ı", "İ", "ý", "Ý", "ó", "Ó", "ÿ", "µ", "\u0000", "\ud800", "€"]
const letters = ["a", "b", "e", "k", "s", "y", "é", "É", " ", ...tricky]

/** Texts stitched from pieces of the words, re-cased at random, with other characters between. */
const stitched = (words: ReadonlyArray<string>) =>
  fc
    .array(
      fc.oneof(
        fc
          .tuple(fc.constantFrom(...words), fc.nat(), fc.nat(), fc.boolean())
          .map(([word, from, to, upper]) => {
            const piece = word.slice(from % word.length, (from % word.length) + 1 + (to % word.length))
            return upper ? piece.toUpperCase() : piece
          }),
        fc.constantFrom(...letters),
        fc.string({ unit: "binary", maxLength: 4 }),
      ),
      { maxLength: 24 },
    )
    .map((pieces) => pieces.join(""))

const escaped = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

describe("literalSearch", () => {
  test.prop([fc.string({ unit: "binary" })])("answers as the placeholder pattern on any text", (text) => {
    expect(mayHoldPlaceholder(text)).toBe(PLACEHOLDER_PATTERN.test(text))
  })

  test.prop([
    stitched([
      "lorem",
      "dolor sit",
      "your text",
      "your content",
      "výstavb",
      "próximamente",
      "dopln",
      "insert",
    ]),
  ])("answers as the placeholder pattern on texts made of the words' pieces", (text) => {
    expect(mayHoldPlaceholder(text)).toBe(PLACEHOLDER_PATTERN.test(text))
  })

  test.prop([
    fc.array(
      fc
        .array(fc.constantFrom(...letters.filter((letter) => !tricky.includes(letter)), "ý", "ó", "K"), {
          minLength: 2,
          maxLength: 6,
        })
        .map((units) => units.join("")),
      { minLength: 1, maxLength: 5 },
    ),
    fc.string({ unit: fc.constantFrom(...letters, "A", "B", "E", "S", "Y"), maxLength: 40 }),
  ])("answers as the alternation of the words, ignoring case, for any words", (words, text) => {
    const pattern = new RegExp(words.map(escaped).join("|"), "i")
    expect(literalSearch(words)(text)).toBe(pattern.test(text))
  })

  it("refuses words it cannot search", () => {
    expect(() => literalSearch(["a"])).toThrow()
    expect(() => literalSearch(["ÿes"])).toThrow()
    expect(() => literalSearch(["€uro"])).toThrow()
  })
})
