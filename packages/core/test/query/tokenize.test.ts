import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import { splitUnspaced } from "../../src/facts/unspaced-words"
import { matchScore, placeCoverage, queryPlaces } from "../../src/query/coverage"
import { fold } from "../../src/query/normalize"
import { stem } from "../../src/query/stem"
import { stopWords } from "../../src/query/stop-words"
import { suggestPhrases } from "../../src/query/suggest"
import {
  analyseText,
  distinctTopics,
  indexText,
  PHRASE_BREAK,
  phraseTokens,
  topicSet,
  topicTokens,
} from "../../src/query/tokenize"
import { suggestionSources } from "./suggestion-sources"

describe("phrase tokens", () => {
  it("fold diacritics and case so spellings meet", () => {
    expect(fold("Kváskový CHLIEB v Košiciach")).toBe("kvaskovy chlieb v kosiciach")
    expect(phraseTokens("Panadería en Málaga")).toEqual(phraseTokens("panaderia malaga"))
  })

  it("drop English, Slovak and Spanish stop words", () => {
    expect(topicTokens("the best bread of the city")).toEqual(topicTokens("best bread city"))
    expect(topicTokens("chlieb a rožky pre vás")).toEqual(topicTokens("chlieb rožky"))
    expect(topicTokens("el pan de la casa")).toEqual(topicTokens("pan casa"))
  })

  it("let plural and singular meet", () => {
    expect(phraseTokens("bakeries")).toEqual(phraseTokens("bakery"))
    expect(phraseTokens("loaves of breads")).toEqual(phraseTokens("loave bread"))
    expect(phraseTokens("pekárne")).toEqual(phraseTokens("pekárni"))
  })

  it("keep each token of a phrase once", () => {
    expect(phraseTokens("bread bread BREAD")).toHaveLength(1)
  })

  it("are the words of a Japanese or Chinese text, its particles and function words dropped", () => {
    expect(topicTokens("東京の天気は晴れです。")).toEqual(["東京", "天気", "晴れ"])
    expect(topicTokens("北京是中国的首都")).toEqual(["北京", "中国", "首都"])
    expect(topicTokens("公衆無線LANを安全に使う")).toEqual(["公衆", "無線", "lan", "安全", "使う"])
  })

  it("keep the marks that spell kana and Thai letters, while diacritics fold away", () => {
    expect(fold("バス")).toBe("バス")
    expect(phraseTokens("バス")).not.toEqual(phraseTokens("パス"))
    expect(fold("が")).toBe("が")
    expect(fold("เป็น")).toBe("เป็น")
    expect(fold("Ελληνικά")).toBe("ελληνικα")
  })

  it("break phrases at Japanese and Chinese sentence punctuation", () => {
    const surfaces = (text: string) => analyseText(text).map((word) => word?.surface ?? null)
    expect(surfaces("東京です。大阪です")).toEqual(["東京", "です", null, "大阪", "です"])
    expect(surfaces("「北京」首都")).toEqual(["北京", null, "首都"])
  })
})

describe("phrase match", () => {
  const places = (texts: Partial<Record<(typeof queryPlaces)[number], string>>) =>
    Object.fromEntries(
      queryPlaces.map((place) => [place, new Set(topicTokens(texts[place] ?? ""))]),
    ) as Record<(typeof queryPlaces)[number], Set<string>>

  it("is 100 when every place holds every token, and 0 when none does", () => {
    const phrase = phraseTokens("sourdough bread")
    const everywhere = Object.fromEntries(queryPlaces.map((place) => [place, "sourdough bread"]))
    expect(matchScore(placeCoverage(phrase, places(everywhere)))).toBe(100)
    expect(matchScore(placeCoverage(phrase, places({ title: "cakes" })))).toBe(0)
  })

  it("weighs the title more than image alts", () => {
    const phrase = phraseTokens("sourdough")
    expect(matchScore(placeCoverage(phrase, places({ title: "sourdough" })))).toBe(20)
    expect(matchScore(placeCoverage(phrase, places({ imageAlts: "sourdough" })))).toBe(5)
  })

  it("finds a Japanese phrase inside the longer run of letters that holds it", () => {
    const phrase = phraseTokens("無線LAN")
    expect(phrase).toEqual(["無線", "lan"])
    expect(matchScore(placeCoverage(phrase, places({ title: "公衆無線LANを安全に使うためのアプリ" })))).toBe(
      20,
    )
  })

  it("counts partial coverage per token", () => {
    const coverage = placeCoverage(
      phraseTokens("sourdough bread košice"),
      places({ title: "Sourdough in Košice" }),
    )
    expect(coverage.title).toBeCloseTo(2 / 3)
  })
})

describe("suggestions", () => {
  it("put the topic of the title and H1 first", () => {
    const suggestions = suggestPhrases(
      suggestionSources({
        title: "Sourdough bread in Košice | Bakery",
        h1: ["Sourdough bread, baked every morning"],
        subheadings: ["Why sourdough"],
        description: "",
        mainText:
          "Our sourdough bread rises for 18 hours. Sourdough bread keeps longer. We bake rye and wheat.",
      }),
    )
    expect(suggestions[0]).toBe("sourdough bread")
    expect(suggestions.length).toBeLessThanOrEqual(10)
  })

  it("keep the page's own spelling", () => {
    const suggestions = suggestPhrases(
      suggestionSources({
        title: "Kváskový chlieb Košice",
        h1: ["Kváskový chlieb"],
        subheadings: [],
        description: "",
        mainText: "Kváskový chlieb pečieme každé ráno. Kváskový chlieb vydrží dlhšie.",
      }),
    )
    expect(suggestions[0]).toBe("kváskový chlieb")
  })

  it("are empty for an empty page", () => {
    expect(
      suggestPhrases(
        suggestionSources({ title: "", h1: [], subheadings: [], description: "", mainText: "" }),
      ),
    ).toEqual([])
  })
})

describe("analyseText (properties)", () => {
  // The regular expression the scanner replaced, kept as the definition of a word and a break; the runs of
  // scripts written without spaces are segmented into words first.
  const WORD_OR_BREAK = /[\p{L}\p{N}]+|[.!?;:|()[\]{}"“”„«»\n\r\t–—·•。！？；：（）「」『』【】]+|\s-\s/gu
  const LETTER_OR_DIGIT = /^[\p{L}\p{N}]/u
  const byPattern = (text: string): Array<string | null> => {
    const tokens: Array<string | null> = []
    splitUnspaced(
      text.toLowerCase(),
      null,
      (spaced) => {
        for (const token of spaced.match(WORD_OR_BREAK) ?? []) {
          if (LETTER_OR_DIGIT.test(token)) tokens.push(token)
          else if (tokens.length > 0 && tokens[tokens.length - 1] !== null) tokens.push(null)
        }
      },
      (word) => tokens.push(word),
    )
    return tokens
  }
  const pieces = [
    ..."aZ09 -–—.,!?;:|()[]{}\"“”„«»\n\r\t\f\v·•'’_/",
    "\u00a0",
    "\u3000",
    "\u2028",
    "İ",
    "Ž",
    "ñ",
    "é",
    "e\u0301",
    "漢字",
    "東京",
    "です",
    "の",
    "ー",
    "\u3099",
    "カ",
    "。",
    "「」",
    "ภาษาไทย",
    "٣",
    "𝐀",
    "😀",
    "\ud800",
    "\udc00",
    " - ",
    "\t-\t",
    // Units whose lower case depends on the text around them, or is longer, or of another kind
    "Σ",
    "ΟΔΟΣ",
    "ς",
    "ẞ",
    "\u212a", // Kelvin sign
    "Ⅻ",
    "Ⓐ",
    "ǅ",
    "\u0345",
    "𐐀", // Deseret: astral, with a lower case
  ]
  const text = fc.array(fc.constantFrom(...pieces), { maxLength: 60 }).map((parts) => parts.join(""))

  test.prop([fc.oneof(text, fc.string({ unit: "binary" }))], { numRuns: 500 })(
    "finds the words and breaks the pattern finds",
    (input) => {
      expect(analyseText(input).map((word) => word?.surface ?? null)).toEqual(byPattern(input))
    },
  )

  it("lower-cases every unit of the Basic Multilingual Plane as lower-casing the whole text does", () => {
    // Each unit between letters, upper and lower case, next to itself, a dash and spaces.
    for (let code = 0; code < 0x10000; code++) {
      const unit = String.fromCharCode(code)
      const input = `Ab${unit}Cd ${unit}${unit} -${unit}- x${unit}`
      const surfaces = analyseText(input).map((word) => word?.surface ?? null)
      if (JSON.stringify(surfaces) !== JSON.stringify(byPattern(input))) {
        expect({ code, surfaces }).toEqual({ code, surfaces: byPattern(input) })
      }
    }
  })

  test.prop([fc.oneof(text, fc.string({ unit: "binary" }))], { numRuns: 200 })(
    "numbers each distinct word once, in the order first seen",
    (input) => {
      const { words, positions } = indexText(input)
      const firstSeen = [...new Set([...positions].filter((position) => position !== PHRASE_BREAK))]
      expect(firstSeen).toEqual(words.map((_, number) => number))
      expect(new Set(words.map((word) => word.surface)).size).toBe(words.length)
      expect(distinctTopics(indexText(input))).toEqual(new Set(topicTokens(input)))
      expect(topicSet(input)).toEqual(new Set(topicTokens(input)))
    },
  )

  it("analyses words the same whether known from earlier texts or not, past the table's bounds", () => {
    // More distinct words than the process keeps (the table starts afresh), and words too long to keep.
    const many = Array.from({ length: 70_000 }, (_, index) => `w${index.toString(36)}ords`).join(" ")
    const long = `${"x".repeat(60)}ing ${"Ábc".repeat(30)}s`
    for (const input of [many, long, many, long]) {
      const words = analyseText(input)
      expect(words.map((word) => word?.surface ?? null)).toEqual(byPattern(input))
      expect(words.map((word) => word?.stem ?? null)).toEqual(
        byPattern(input).map((token) =>
          token === null || stopWords.has(fold(token)) ? null : stem(fold(token)),
        ),
      )
    }
  })
})
