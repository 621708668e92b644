import { type AnalysedText, analyseText } from "./tokenize"

/** The texts of a page that phrase suggestions are drawn from. */
export interface SuggestionSources {
  readonly title: string
  readonly h1: ReadonlyArray<string>
  readonly subheadings: ReadonlyArray<string>
  readonly description: string
  /** The main content, already analysed (the phrase match analyses it too). */
  readonly mainText: AnalysedText
}

export const MAX_SUGGESTIONS = 10
const MAX_PHRASE_WORDS = 3
// Beyond this many words a page's vocabulary is known; counting on would only cost time and memory.
const MAX_ANALYSED_WORDS = 5_000

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
  collect(sources.mainText.slice(0, MAX_ANALYSED_WORDS), candidates, true)
  const placed = (text: string) => new Set(collect(analyseText(text), candidates, false))
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
      const weight =
        (prominence + Math.log2(1 + candidate.frequency)) * (1 + 0.35 * (candidate.stems.length - 1))
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

const DIGITS = /^\p{N}+$/u

const isTopicWord = (stem: string | null): stem is string =>
  stem !== null && stem.length >= 2 && !DIGITS.test(stem)

/** Adds the n-grams of the text's runs of topic words to `candidates` (counting them when `count`); returns their keys. */
const collect = (text: AnalysedText, candidates: Map<string, Candidate>, count: boolean): string[] => {
  const keys: string[] = []
  let runStart = 0
  for (let index = 0; index <= text.length; index++) {
    const word = text[index]
    if (index < text.length && word && isTopicWord(word.stem)) continue
    // text[runStart, index) is a run of topic words
    for (let start = runStart; start < index; start++) {
      let key = ""
      let surface = ""
      const stems: string[] = []
      for (let length = 1; length <= MAX_PHRASE_WORDS && start + length <= index; length++) {
        const next = text[start + length - 1] as { surface: string; stem: string }
        if (stems.includes(next.stem)) break
        stems.push(next.stem)
        key = length === 1 ? next.stem : `${key} ${next.stem}`
        surface = length === 1 ? next.surface : `${surface} ${next.surface}`
        let candidate = candidates.get(key)
        if (candidate === undefined) {
          candidate = { key, stems: [...stems], surfaces: new Map(), frequency: 0 }
          candidates.set(key, candidate)
        }
        if (count) candidate.frequency++
        candidate.surfaces.set(surface, (candidate.surfaces.get(surface) ?? 0) + 1)
        keys.push(key)
      }
    }
    runStart = index + 1
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
