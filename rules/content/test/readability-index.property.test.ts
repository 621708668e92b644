import { fc, test } from "@fast-check/vitest"
import { expect } from "vitest"
import { readingFigures } from "../src/lib/readability-index"

// The pattern the scanner implements, kept as the definition of a word.
const WORD = /\p{L}[\p{L}\p{M}'’-]*/gu
const byPattern = (text: string) => {
  const matches = [...text.slice(0, 10_000).matchAll(WORD)].map((match) => match[0])
  return { words: matches.length, longWords: matches.filter((word) => word.length >= 7).length }
}

const pieces = [
  ..."aZé ,.!?-'’\n",
  "e\u0301",
  "\u0301",
  "漢字",
  "𝐀𝐁",
  "😀",
  "\ud800",
  "\udc00",
  "Straße",
  "ďalšími",
]
const text = fc.array(fc.constantFrom(...pieces), { maxLength: 80 }).map((parts) => parts.join(""))

test.prop([fc.oneof(text, fc.string({ unit: "binary" }))], { numRuns: 500 })(
  "readingFigures counts the words and long words the pattern finds",
  (input) => {
    const { words, longWords } = readingFigures(input)
    expect({ words, longWords }).toEqual(byPattern(input))
  },
)
