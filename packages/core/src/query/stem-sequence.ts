import type { Word } from "./text-vocabulary"
import { type IndexedText, PHRASE_BREAK } from "./tokenize"

/** In a `StemSequence`: no word (a break), or no topic stem. */
export const NONE = -1
/** A word whose stem has not been judged yet. */
const UNJUDGED = -2

/** Positions `start` (included) to `end` (excluded) of a sequence. */
export interface Range {
  readonly start: number
  readonly end: number
}

/**
 * Texts as one sequence of positions, each text closed by a break so no phrase spans two of them. Per
 * position: its word (an index into `words`, the texts' words one after another) and the id of its topic
 * stem (an index into `stems`); NONE for a break, and for a word that is no topic word.
 */
export interface StemSequence {
  readonly wordAt: Int32Array
  readonly stemAt: Int32Array
  readonly words: ReadonlyArray<Word>
  readonly stems: ReadonlyArray<string>
  /** Each text's positions, its closing break included. */
  readonly ranges: ReadonlyArray<Range>
}

/**
 * The sequence of `texts`, each up to `limit` positions (all when no limit is given). Each distinct stem
 * is judged once (a topic word has at least two characters and is no number), and each text's distinct
 * word looked up once.
 */
export const stemSequence = (
  texts: ReadonlyArray<{ readonly text: IndexedText; readonly limit?: number }>,
): StemSequence => {
  const counted = texts.map(({ text, limit }) =>
    Math.min(text.positions.length, limit ?? Number.POSITIVE_INFINITY),
  )
  const length = counted.reduce((sum, count) => sum + count + 1, 0)
  const wordAt = new Int32Array(length)
  const stemAt = new Int32Array(length)
  const words: Word[] = []
  const stems: string[] = []
  const stemIds = new Map<string, number>() // NONE for a stem that is no topic word
  const stemIdOf = (stem: string | null): number => {
    if (stem === null) return NONE
    let id = stemIds.get(stem)
    if (id === undefined) {
      id = isTopicWord(stem) ? stems.length : NONE
      if (id !== NONE) stems.push(stem)
      stemIds.set(stem, id)
    }
    return id
  }
  let position = 0
  const ranges = texts.map(({ text }, which): Range => {
    const start = position
    const firstWord = words.length
    for (const word of text.words) words.push(word)
    const stemOfWord = new Int32Array(text.words.length).fill(UNJUDGED)
    for (let at = 0; at < (counted[which] as number); at++, position++) {
      const word = text.positions[at] as number
      if (word === PHRASE_BREAK) {
        wordAt[position] = NONE
        stemAt[position] = NONE
        continue
      }
      let stem = stemOfWord[word] as number
      if (stem === UNJUDGED) {
        stem = stemIdOf((text.words[word] as Word).stem)
        stemOfWord[word] = stem
      }
      wordAt[position] = firstWord + word
      stemAt[position] = stem
    }
    wordAt[position] = NONE
    stemAt[position] = NONE
    position++
    return { start, end: position }
  })
  return { wordAt, stemAt, words, stems, ranges }
}

const DIGITS = /^\p{N}+$/u

const isTopicWord = (stem: string): boolean => {
  if (stem.length < 2) return false
  // A stem starting with an ASCII character other than a digit is no number: most need no pattern.
  const first = stem.charCodeAt(0)
  return (first < 128 && (first < 48 || first > 57)) || !DIGITS.test(stem)
}
