import { commonestSpellings } from "./commonest-spellings"
import { HeaviestFirst } from "./heaviest-first"
import { PairNumbering } from "./pair-numbering"
import { NONE, type Range, stemSequence } from "./stem-sequence"
import type { IndexedText } from "./tokenize"

/** The texts of a page that phrase suggestions are drawn from, indexed (the phrase match reads them too). */
export interface SuggestionSources {
  readonly title: IndexedText
  /** The H1s, one a line. */
  readonly h1: IndexedText
  /** The subheadings, one a line. */
  readonly subheadings: IndexedText
  readonly description: IndexedText
  readonly mainText: IndexedText
}

export const MAX_SUGGESTIONS = 10
const MAX_PHRASE_WORDS = 3
// Beyond this many positions a page's vocabulary is known; counting on would only cost time and memory.
const MAX_ANALYSED_POSITIONS = 5_000

const IN_TITLE = 1
const IN_H1 = 2
const IN_SUBHEADINGS = 4
const IN_DESCRIPTION = 8

/** A phrase spelled out: its stems, them joined (which orders phrases of equal weight), their ids. */
interface Spelled {
  readonly key: string
  readonly stems: ReadonlyArray<string>
  readonly ids: ReadonlyArray<number>
}

/**
 * Keyword suggestions of a page, best first: phrases of one to three topic words, weighted by where they
 * appear (title, H1, subheadings, description) and how often the main text uses them.
 *
 * Phrases are counted by number, not by text: each topic stem gets an id, and a phrase is the numbered
 * pair (its phrase one word shorter, or none; the id of its last stem), so counting allocates nothing per
 * position. Only the phrases that can be suggested are spelled out, and the spellings are read only for
 * the phrases chosen.
 */
export const suggestPhrases = (sources: SuggestionSources): string[] => {
  const sequence = stemSequence([
    { text: sources.mainText, limit: MAX_ANALYSED_POSITIONS },
    { text: sources.title },
    { text: sources.h1 },
    { text: sources.subheadings },
    { text: sources.description },
  ])
  const { stemAt, stems } = sequence
  const [main, title, h1, subheadings, description] = sequence.ranges as [Range, Range, Range, Range, Range]

  // Per phrase number: its last stem, its phrase one word shorter, how often the main text has it, its
  // places, its length in words.
  const phrases = new PairNumbering(1024) // a starting size: it grows with the page's vocabulary
  const lastStem: number[] = []
  const shorterOf: number[] = []
  const frequency: number[] = []
  const places: number[] = []
  const wordsIn: number[] = []
  const collect = (range: Range, place: number): void => {
    for (let start = range.start; start < range.end; start++) {
      let shorter = NONE
      for (let length = 1; length <= MAX_PHRASE_WORDS; length++) {
        const stem = stemAt[start + length - 1] as number
        if (stem === NONE) break
        if (shorter !== NONE) {
          const outer = shorterOf[shorter] as number
          if (lastStem[shorter] === stem || (outer !== NONE && lastStem[outer] === stem)) break
        }
        const phrase = phrases.numberOf(shorter + 1, stem)
        if (phrase === lastStem.length) {
          lastStem.push(stem)
          shorterOf.push(shorter)
          frequency.push(0)
          places.push(0)
          wordsIn.push(length)
        }
        if (place === 0) frequency[phrase] = (frequency[phrase] as number) + 1
        places[phrase] = (places[phrase] as number) | place
        shorter = phrase
      }
    }
  }
  collect(main, 0)
  collect(title, IN_TITLE)
  collect(h1, IN_H1)
  collect(subheadings, IN_SUBHEADINGS)
  collect(description, IN_DESCRIPTION)

  // Suggestable phrases, heaviest first. Phrases of equal weight are ordered by their stems, so those are
  // spelled out a group at a time, only for the groups the choice reaches (most phrases never are).
  const weightOf = new Float64Array(phrases.size)
  const suggestable: number[] = []
  for (let phrase = 0; phrase < phrases.size; phrase++) {
    const place = places[phrase] as number
    const count = frequency[phrase] as number
    const prominence =
      (place & IN_TITLE ? 4 : 0) +
      (place & IN_H1 ? 3 : 0) +
      (place & IN_SUBHEADINGS ? 1.5 : 0) +
      (place & IN_DESCRIPTION ? 1 : 0)
    if (prominence < 3 && count < 2) continue
    // A longer phrase that holds up is a more useful suggestion than its single words.
    weightOf[phrase] = (prominence + Math.log2(1 + count)) * (1 + 0.35 * ((wordsIn[phrase] as number) - 1))
    suggestable.push(phrase)
  }
  const spelled = (phrase: number): Spelled => {
    const ids: number[] = []
    for (let node = phrase; node !== NONE; node = shorterOf[node] as number)
      ids.unshift(lastStem[node] as number)
    const phraseStems = ids.map((id) => stems[id] as string)
    return { key: phraseStems.join(" "), stems: phraseStems, ids }
  }

  const chosen: Spelled[] = []
  const heaviestFirst = new HeaviestFirst(suggestable, weightOf)
  while (chosen.length < MAX_SUGGESTIONS) {
    const group = heaviestFirst.nextGroup()
    if (group.length === 0) break
    const inOrder = group.map(spelled).sort((a, b) => (a.key < b.key ? -1 : 1))
    for (const entry of inOrder) {
      if (chosen.length >= MAX_SUGGESTIONS) break
      const covered = chosen.some((other) => entry.stems.every((token) => other.stems.includes(token)))
      if (!covered) chosen.push(entry)
    }
  }
  return commonestSpellings(
    chosen.map((entry) => entry.ids),
    sequence,
  )
}
