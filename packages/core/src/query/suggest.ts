import { type AnalysedText, analyseText, type Word } from "./tokenize"

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

/**
 * A phrase of one to three topic words, keyed by their stems; also a node of the phrase trie (its
 * longer phrases hang under it), so counting a phrase builds no string. Where it occurs is kept as
 * start positions, and the spellings are only read for the phrases suggested.
 */
interface Candidate {
  readonly key: string
  readonly stems: ReadonlyArray<string>
  /** Created with the first longer phrase: most phrases have none. */
  longer: Map<string, Candidate> | undefined
  /** Start positions in the analysed words, one per occurrence. */
  readonly starts: number[]
  frequency: number
}

/**
 * Keyword suggestions of a page, best first: phrases of one to three topic words, weighted by where they
 * appear (title, H1, subheadings, description) and how often the main text uses them.
 */
export const suggestPhrases = (sources: SuggestionSources): string[] => {
  // Every source in one sequence, each closed by a break so no phrase spans two of them.
  const words: Array<Word | null> = []
  const segment = (text: AnalysedText): { readonly start: number; readonly end: number } => {
    const start = words.length
    for (const word of text) words.push(word)
    words.push(null)
    return { start, end: words.length }
  }
  const main = segment(sources.mainText.slice(0, MAX_ANALYSED_WORDS))
  const title = segment(analyseText(sources.title))
  const h1 = segment(analyseText(sources.h1.join("\n")))
  const subheadings = segment(analyseText(sources.subheadings.join("\n")))
  const description = segment(analyseText(sources.description))

  const phrases = new Map<string, Candidate>()
  const candidates: Candidate[] = []
  const collect = (range: { start: number; end: number }, count: boolean): Set<Candidate> => {
    const placed = new Set<Candidate>()
    for (let start = range.start; start < range.end; start++) {
      let shorter: Candidate | undefined
      for (let length = 1; length <= MAX_PHRASE_WORDS; length++) {
        const word = words[start + length - 1]
        if (!word || !isTopicWord(word.stem)) break
        if (shorter?.stems.includes(word.stem)) break
        let level = phrases
        if (shorter !== undefined) {
          shorter.longer ??= new Map()
          level = shorter.longer
        }
        let candidate = level.get(word.stem)
        if (candidate === undefined) {
          candidate = {
            key: shorter === undefined ? word.stem : `${shorter.key} ${word.stem}`,
            stems: [...(shorter?.stems ?? []), word.stem],
            longer: undefined,
            starts: [],
            frequency: 0,
          }
          level.set(word.stem, candidate)
          candidates.push(candidate)
        }
        if (count) candidate.frequency++
        candidate.starts.push(start)
        placed.add(candidate)
        shorter = candidate
      }
    }
    return placed
  }
  collect(main, true)
  const inTitle = collect(title, false)
  const inH1 = collect(h1, false)
  const inSubheadings = collect(subheadings, false)
  const inDescription = collect(description, false)

  const ranked = candidates
    .map((candidate) => {
      const prominence =
        (inTitle.has(candidate) ? 4 : 0) +
        (inH1.has(candidate) ? 3 : 0) +
        (inSubheadings.has(candidate) ? 1.5 : 0) +
        (inDescription.has(candidate) ? 1 : 0)
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
  return chosen.map((candidate) => commonestSurface(candidate, words))
}

const DIGITS = /^\p{N}+$/u

const isTopicWord = (stem: string | null): stem is string =>
  stem !== null && stem.length >= 2 && !DIGITS.test(stem)

/** The phrase's most frequent spelling (the first in code-unit order among equals). */
const commonestSurface = (candidate: Candidate, words: ReadonlyArray<Word | null>): string => {
  const surfaces = new Map<string, number>()
  for (const start of candidate.starts) {
    let surface = words[start]?.surface ?? ""
    for (let offset = 1; offset < candidate.stems.length; offset++)
      surface += ` ${words[start + offset]?.surface ?? ""}`
    surfaces.set(surface, (surfaces.get(surface) ?? 0) + 1)
  }
  let best = ""
  let bestCount = -1
  for (const [surface, count] of surfaces) {
    if (count > bestCount || (count === bestCount && surface < best)) {
      best = surface
      bestCount = count
    }
  }
  return best
}
