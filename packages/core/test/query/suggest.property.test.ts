import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import { suggestPhrases } from "../../src/query/suggest"
import { analyseText } from "../../src/query/tokenize"
import { suggestionSources } from "./suggestion-sources"

/**
 * The definition of the suggestions, written plainly: every phrase of one to three topic words (no stem
 * twice) keyed by its joined stems, its places and main-text frequency, the weighting and the covering
 * rule, and the commonest spelling among its occurrences.
 */
const reference = (sources: {
  title: string
  h1: string[]
  subheadings: string[]
  description: string
  mainText: string
}): string[] => {
  const texts = [
    analyseText(sources.mainText).slice(0, 5_000),
    analyseText(sources.title),
    analyseText(sources.h1.join("\n")),
    analyseText(sources.subheadings.join("\n")),
    analyseText(sources.description),
  ]
  const weights = [0, 4, 3, 1.5, 1]
  const phrases = new Map<
    string,
    { stems: string[]; places: Set<number>; frequency: number; surfaces: string[] }
  >()
  texts.forEach((words, place) => {
    for (let start = 0; start < words.length; start++) {
      const stems: string[] = []
      const surfaces: string[] = []
      for (let length = 1; length <= 3; length++) {
        const word = words[start + length - 1]
        const stem = word?.stem
        if (!word || !stem || stem.length < 2 || /^\p{N}+$/u.test(stem) || stems.includes(stem)) break
        stems.push(stem)
        surfaces.push(word.surface)
        const key = stems.join(" ")
        const phrase = phrases.get(key) ?? {
          stems: [...stems],
          places: new Set(),
          frequency: 0,
          surfaces: [],
        }
        phrases.set(key, phrase)
        if (place === 0) phrase.frequency++
        else phrase.places.add(place)
        phrase.surfaces.push(surfaces.join(" "))
      }
    }
  })
  const ranked = [...phrases]
    .map(([key, phrase]) => {
      const prominence = [...phrase.places].sort().reduce((sum, place) => sum + (weights[place] ?? 0), 0)
      const eligible = prominence >= 3 || phrase.frequency >= 2
      const weight = (prominence + Math.log2(1 + phrase.frequency)) * (1 + 0.35 * (phrase.stems.length - 1))
      return { key, phrase, weight: eligible ? weight : 0 }
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || (a.key < b.key ? -1 : 1))
  const chosen: typeof ranked = []
  for (const entry of ranked) {
    if (chosen.length >= 10) break
    if (!chosen.some((other) => entry.phrase.stems.every((stem) => other.phrase.stems.includes(stem))))
      chosen.push(entry)
  }
  return chosen.map(({ phrase }) => {
    const counts = new Map<string, number>()
    for (const surface of phrase.surfaces) counts.set(surface, (counts.get(surface) ?? 0) + 1)
    return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0] ?? ""
  })
}

// A small vocabulary, with inflections sharing a stem, a stop word, numbers and a break, so phrases repeat.
const token = fc.constantFrom(
  "bread",
  "breads",
  "Bread",
  "rye",
  "oven",
  "ovens",
  "the",
  "and",
  "42",
  "4x",
  "٣٤",
  "x",
  "sour",
  ".",
  "-",
)
const text = fc.array(token, { maxLength: 60 }).map((tokens) => tokens.join(" "))

describe("phrase suggestions (properties)", () => {
  test.prop([text, fc.array(text, { maxLength: 3 }), fc.array(text, { maxLength: 4 }), text, text])(
    "are the phrases and spellings of the plain definition",
    (title, h1, subheadings, description, mainText) => {
      const sources = { title, h1, subheadings, description, mainText }
      expect(suggestPhrases(suggestionSources(sources))).toEqual(reference(sources))
    },
  )
})
