import { fc, test } from "@fast-check/vitest"
import { francAll } from "franc"
import { describe, expect } from "vitest"
import { knownFrancCodes } from "../../src/facts/language-codes"
import { languageDetector } from "../../src/facts/language-detection"

// The option sets the detector is compared with franc under: the extractor's, franc's defaults, and a
// short list that leaves most scripts without a candidate.
const optionSets = [
  { minLength: 50, only: [...knownFrancCodes] },
  {},
  { minLength: 0, only: ["eng", "spa", "rus", "tha", "arb"] },
].map((options) => ({ options, detect: languageDetector(options) }))

const words = [
  // English, Slovak, Spanish, German, accented Latin
  "the",
  "bread",
  "morning",
  "with",
  "chlieb",
  "pečieme",
  "každé",
  "ráno",
  "Košiciach",
  "mañana",
  "panadería",
  "según",
  "también",
  "Bäckerei",
  "frühstück",
  "Straße",
  "ÜBER",
  "naïve",
  "façade",
  "İstanbul",
  "ĳ",
  // Cyrillic, Greek (with a capital sigma that lower-cases by its context), Han, Arabic, Hebrew
  "хлеб",
  "каждое",
  "утро",
  "ПЕКАРНЯ",
  "ψωμί",
  "ΚΆΘΕ",
  "ΠΡΩΊΣ",
  "ΟΔΟΣ",
  "面包",
  "每天",
  "早上",
  "خبز",
  "صباح",
  "לחם",
  // Kana, Hangul, Thai, Devanagari: scripts with one language or a few
  "パン",
  "ひらがな",
  "빵",
  "ขนมปัง",
  "रोटी",
  // astral characters: emoji, a Han extension character, a lone surrogate of each kind
  "😀",
  "𠀀",
  "\ud83d",
  "\ude00",
]
const separators = [
  " ",
  "  ",
  "\n",
  "\t",
  "\u00a0",
  "\u2003",
  ".",
  ", ",
  "!",
  "?",
  "'",
  "-",
  "1",
  "2024",
  "@",
  "#",
  "…",
]

// fast-check keeps arrays and strings short unless told a size: "large" reaches the lengths asked for.

/** Texts built from words of several scripts and languages, from a few characters to over 2,000. */
const mixedText = fc
  .oneof(
    fc.array(fc.tuple(fc.constantFrom(...words), fc.constantFrom(...separators)), {
      maxLength: 500,
      size: "large",
    }),
    // around the 50-character minimum
    fc.array(fc.tuple(fc.constantFrom(...words), fc.constantFrom(...separators)), {
      minLength: 4,
      maxLength: 14,
    }),
  )
  .map((parts) => parts.map(([word, separator]) => word + separator).join(""))

/** Texts mostly in one language, as pages are, with a few words of others mixed in. */
const mostlyOneLanguage = fc
  .tuple(
    fc.constantFrom(
      words.slice(0, 4),
      words.slice(4, 9),
      words.slice(9, 13),
      words.slice(13, 17),
      words.slice(21, 25),
      words.slice(25, 29),
    ),
    fc.array(fc.tuple(fc.nat(9), fc.constantFrom(...words), fc.constantFrom(...separators)), {
      minLength: 5,
      maxLength: 400,
      size: "large",
    }),
  )
  .map(([language, parts]) =>
    parts
      .map(
        ([pick, other, separator]) =>
          (pick < 8 ? (language[pick % language.length] ?? other) : other) + separator,
      )
      .join(""),
  )

const arbitraryText = fc.oneof(
  fc.string({ unit: "binary", maxLength: 2_500, size: "large" }),
  fc.string({ unit: "binary", minLength: 40, maxLength: 60 }),
  fc.string({ unit: "grapheme", maxLength: 300, size: "medium" }),
  fc.string({ unit: "binary-ascii", minLength: 40, maxLength: 80 }),
)

describe("the language detector answers as francAll does", () => {
  test.prop([arbitraryText, fc.constantFrom(...optionSets)])(
    "on arbitrary strings",
    (text, { options, detect }) => {
      expect(detect(text)).toStrictEqual(francAll(text, options))
    },
  )

  test.prop([fc.oneof(mixedText, mostlyOneLanguage), fc.constantFrom(...optionSets)], { numRuns: 300 })(
    "on texts of words in several scripts and languages",
    (text, { options, detect }) => {
      expect(detect(text)).toStrictEqual(francAll(text, options))
    },
  )
})
