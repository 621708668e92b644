import { fold, surfaceWords } from "./normalize"
import { stem } from "./stem"
import { stopWords } from "./stop-words"

/** The texts of a page that phrase suggestions are drawn from. */
export interface SuggestionSources {
  readonly title: string
  readonly h1: ReadonlyArray<string>
  readonly subheadings: ReadonlyArray<string>
  readonly description: string
  readonly mainText: string
}

export const MAX_SUGGESTIONS = 10
const MAX_PHRASE_WORDS = 3
const MAX_ANALYSED_CHARACTERS = 200_000
const SEGMENT_BREAK = /[.!?;:|()[\]{}"“”„«»\n\r\t–—·•]+|\s-\s/u

interface Candidate {
  readonly key: string
  readonly stems: ReadonlyArray<string>
  readonly surfaces: Map<string, number>
  frequency: number
}

/**
 * Keyword suggestions of a page, best first: phrases of one to three topic words, weighted by where they
 * appear (title, H1, subheadings, description) and how often the main text uses them.
 */
export const suggestPhrases = (sources: SuggestionSources): string[] => {
  const candidates = new Map<string, Candidate>()
  // Beyond this many characters a page's vocabulary is known; counting on would only cost memory.
  collect(sources.mainText.slice(0, MAX_ANALYSED_CHARACTERS), candidates, true)
  const placed = (text: string) => new Set(collect(text, candidates, false))
  const inTitle = placed(sources.title)
  const inH1 = placed(sources.h1.join("\n"))
  const inSubheadings = placed(sources.subheadings.join("\n"))
  const inDescription = placed(sources.description)

  const ranked = [...candidates.values()]
    .map((candidate) => {
      const prominence =
        (inTitle.has(candidate.key) ? 4 : 0) +
        (inH1.has(candidate.key) ? 3 : 0) +
        (inSubheadings.has(candidate.key) ? 1.5 : 0) +
        (inDescription.has(candidate.key) ? 1 : 0)
      const eligible = prominence >= 3 || candidate.frequency >= 2
      // A longer phrase that holds up is a more useful suggestion than its single words.
      const weight = prominence + Math.log2(1 + candidate.frequency) + 2.5 * (candidate.stems.length - 1)
      return { candidate, weight: eligible ? weight : 0 }
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || (a.candidate.key < b.candidate.key ? -1 : 1))

  const chosen: Candidate[] = []
  for (const { candidate } of ranked) {
    if (chosen.length >= MAX_SUGGESTIONS) break
    const covered = chosen.some((other) => candidate.stems.every((token) => other.stems.includes(token)))
    if (!covered) chosen.push(candidate)
  }
  return chosen.map(commonestSurface)
}

/** Adds the n-grams of a text's topic-word runs to `candidates` (counting them when `count`); returns their keys. */
const collect = (text: string, candidates: Map<string, Candidate>, count: boolean): string[] => {
  const keys: string[] = []
  for (const segment of text.split(SEGMENT_BREAK)) {
    let run: Array<{ surface: string; stem: string }> = []
    const flush = () => {
      for (let start = 0; start < run.length; start++) {
        for (let length = 1; length <= MAX_PHRASE_WORDS && start + length <= run.length; length++) {
          const words = run.slice(start, start + length)
          const stems = words.map((word) => word.stem)
          if (new Set(stems).size !== stems.length) continue
          const key = stems.join(" ")
          const surface = words.map((word) => word.surface).join(" ")
          let candidate = candidates.get(key)
          if (candidate === undefined) {
            candidate = { key, stems, surfaces: new Map(), frequency: 0 }
            candidates.set(key, candidate)
          }
          if (count) candidate.frequency++
          candidate.surfaces.set(surface, (candidate.surfaces.get(surface) ?? 0) + 1)
          keys.push(key)
        }
      }
      run = []
    }
    for (const surface of surfaceWords(segment)) {
      const folded = fold(surface)
      if (stopWords.has(folded) || /^\p{N}+$/u.test(folded) || folded.length < 2) flush()
      else run.push({ surface, stem: stem(folded) })
    }
    flush()
  }
  return keys
}

const commonestSurface = (candidate: Candidate): string => {
  let best = ""
  let bestCount = -1
  for (const [surface, count] of candidate.surfaces) {
    if (count > bestCount || (count === bestCount && surface < best)) {
      best = surface
      bestCount = count
    }
  }
  return best
}
