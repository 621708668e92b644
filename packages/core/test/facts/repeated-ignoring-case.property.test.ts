import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import { laterRepeatsIgnoringCase, repeatedIgnoringCase } from "../../src/facts/repeated-ignoring-case"

/** The definition, written plainly: every text lower-cased, counted, repeated ones in first-seen order. */
const reference = (texts: ReadonlyArray<string>) => {
  const seen = new Map<string, { first: number; count: number }>()
  texts.forEach((text, index) => {
    const key = text.toLowerCase()
    const entry = seen.get(key)
    if (entry) entry.count++
    else seen.set(key, { first: index, count: 1 })
  })
  return [...seen.values()].filter((entry) => entry.count > 1)
}

const found = (texts: ReadonlyArray<string>) =>
  repeatedIgnoringCase(
    texts.map((text, index) => ({ text, index })),
    (item) => item.text,
  ).map(({ first, count }) => ({ first: first.index, count }))

/** Characters whose case rules are unusual: İ, the Kelvin sign, sigma, ß, a Deseret pair, a lone surrogate. */
const unit = fc.constantFrom(
  "a",
  "A",
  "k",
  "K",
  "i",
  "I",
  "\u0130",
  "\u0307",
  "\u212a",
  "Σ",
  "σ",
  "ς",
  "ß",
  "\u{10400}",
  "\u{10428}",
  "\ud800",
  " ",
  "é",
  "É",
)
/** Few distinct texts, so that many repeat, each possibly re-cased. */
const texts = fc.array(
  fc
    .tuple(fc.array(unit, { maxLength: 8 }), fc.array(fc.boolean(), { maxLength: 8 }))
    .map(([units, upper]) =>
      units.map((character, index) => (upper[index] ? character.toUpperCase() : character)).join(""),
    ),
  { maxLength: 30 },
)

/** Spellings that lower-case alike (or nearly: a final sigma lower-cases to ς). */
const spellings = [
  ["a", "A"],
  ["k", "K", "\u212a"],
  ["\u0130", "i\u0307", "I\u0307"],
  ["σ", "Σ", "ς"],
  ["\u{10400}", "\u{10428}"],
  [" "],
  ["é", "É"],
]
/** A few texts, as sequences of spellings, each written out several times with any spelling of each. */
const spelledTexts = fc
  .tuple(
    fc.array(fc.array(fc.nat(spellings.length - 1), { minLength: 1, maxLength: 7 }), {
      minLength: 1,
      maxLength: 3,
    }),
    fc.array(fc.tuple(fc.nat(), fc.array(fc.nat(2), { minLength: 7, maxLength: 7 })), { maxLength: 12 }),
  )
  .map(([texts, copies]) =>
    copies.map(([text, choices]) =>
      (texts[text % texts.length] ?? [])
        .map((spelling, index) => {
          const forms = spellings[spelling] ?? [""]
          return forms[(choices[index] ?? 0) % forms.length]
        })
        .join(""),
    ),
  )

describe("repeatedIgnoringCase", () => {
  test.prop([texts])("finds the same repetitions as lower-casing every text", (values) => {
    expect(found(values)).toEqual(reference(values))
  })

  test.prop([spelledTexts])("finds the same repetitions among texts spelled in other cases", (values) => {
    expect(found(values)).toEqual(reference(values))
  })

  test.prop([spelledTexts])(
    "marks as later repeats exactly the texts lower-cased alike to an earlier one",
    (values) => {
      const earlier = new Set<string>()
      const expected = values.map((text) => {
        const key = text.toLowerCase()
        const seen = earlier.has(key)
        earlier.add(key)
        return seen ? 1 : 0
      })
      expect([...laterRepeatsIgnoringCase(values, (text) => text)]).toEqual(expected)
    },
  )

  it("rests on what lower-casing does to each code point: İ alone grows, only K turns ASCII", () => {
    const growing: string[] = []
    const turningAscii: string[] = []
    for (let point = 0; point <= 0x10ffff; point++) {
      if (point >= 0xd800 && point <= 0xdfff) continue
      const character = String.fromCodePoint(point)
      const lower = character.toLowerCase()
      if (lower.length !== character.length) growing.push(point.toString(16))
      if (point >= 128 && lower.charCodeAt(0) < 128) turningAscii.push(point.toString(16))
    }
    expect(growing).toEqual(["130"])
    expect(turningAscii).toEqual(["130", "212a"])
  })
})
