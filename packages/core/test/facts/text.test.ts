import { fc, test } from "@fast-check/vitest"
import { expect } from "vitest"
import { collapseWhiteSpace, countWords, isWhiteSpace, trimmedLength } from "../../src/facts/text"

/** The definition countWords implements in one pass: white-space separated tokens with a letter or digit. */
const reference = (text: string): number =>
  text.split(/\s+/u).filter((token) => token !== "" && /[\p{L}\p{N}]/u.test(token)).length

const texty = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 60 }),
  fc.string({ unit: "binary", maxLength: 60 }),
  fc
    .array(fc.constantFrom("a", "Ž", "7", " ", "\u00a0", "\u3000", "\n", "—", "😀", "東", "-", "\ud800"), {
      maxLength: 40,
    })
    .map((parts) => parts.join("")),
)

test.prop([texty])("countWords counts white-space separated tokens holding a letter or digit", (text) => {
  expect(countWords(text)).toBe(reference(text))
})

test.prop([texty])("collapseWhiteSpace collapses every white-space run to one space and trims", (text) => {
  expect(collapseWhiteSpace(text)).toBe(text.replace(/\s+/gu, " ").trim())
})

test.prop([texty])("trimmedLength is the length String.prototype.trim leaves", (text) => {
  expect(trimmedLength(text)).toBe(text.trim().length)
})

test("trimmedLength trims every white space and line terminator trim does, and nothing else", () => {
  for (let code = 0; code < 0x10000; code++) {
    const character = String.fromCharCode(code)
    expect(trimmedLength(`${character}x${character}`), code.toString(16)).toBe(
      `${character}x${character}`.trim().length,
    )
  }
})

test("isWhiteSpace holds for exactly the UTF-16 units \\s matches", () => {
  for (let code = 0; code < 0x10000; code++)
    expect(isWhiteSpace(code), code.toString(16)).toBe(/\s/.test(String.fromCharCode(code)))
})
