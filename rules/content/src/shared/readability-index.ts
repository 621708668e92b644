/** Sentences, words and long words of a text, and its LIX (Björnsson's readability index). */
export interface ReadingFigures {
  readonly sentences: number
  readonly words: number
  readonly longWords: number
  /** words / sentences + 100 × long words / words: under 40 easy, 40–50 plain, 50–60 hard, over 60 very hard. */
  readonly lix: number
}

const SENTENCE_END = /[.!?…]+(?=\s|$)|\n\s*\n/gu
const WORD = /\p{L}[\p{L}\p{M}'’-]*/gu
const LONG_WORD_LETTERS = 7
const LETTER = /\p{L}/u
/** Enough text to judge (some 1,500 words); more changes nothing but the time. */
const MAX_CHARACTERS = 10_000

/** LIX works across languages (it counts letters, not syllables), so one formula serves en, sk and es. */
export const readingFigures = (text: string): ReadingFigures => {
  const sample = text.slice(0, MAX_CHARACTERS)
  let words = 0
  let longWords = 0
  for (const match of sample.matchAll(WORD)) {
    words++
    if (match[0].length >= LONG_WORD_LETTERS) longWords++
  }
  const sentences = Math.max(
    1,
    sample.split(SENTENCE_END).filter((part) => part !== undefined && LETTER.test(part)).length,
  )
  const lix = words === 0 ? 0 : words / sentences + (100 * longWords) / words
  return { sentences, words, longWords, lix }
}
