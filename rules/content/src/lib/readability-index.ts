/** Sentences, words and long words of a text, and its LIX (Björnsson's readability index). */
export interface ReadingFigures {
  readonly sentences: number
  readonly words: number
  readonly longWords: number
  /** words / sentences + 100 × long words / words: under 40 easy, 40–50 plain, 50–60 hard, over 60 very hard. */
  readonly lix: number
}

const SENTENCE_END = /[.!?…]+(?=\s|$)|\n\s*\n/gu
const LONG_WORD_LETTERS = 7
const LETTER = /\p{L}/u
const MARK = /\p{M}/u
/** Enough text to judge (some 1,500 words); more changes nothing but the time. */
const MAX_CHARACTERS = 10_000

/** A word is a letter followed by letters, marks, apostrophes and hyphens (/\p{L}[\p{L}\p{M}'’-]*\/u). */
const STARTS_WORD = 1
const CONTINUES_WORD = 2
const OUTSIDE_WORD = 3
/** Per Basic Multilingual Plane code point, its class once known (0 before). */
const classes = new Uint8Array(0x10000)

const classify = (point: number): number => {
  const character = String.fromCodePoint(point)
  if (LETTER.test(character)) return STARTS_WORD
  return point === 39 || point === 0x2019 || point === 45 || MARK.test(character)
    ? CONTINUES_WORD
    : OUTSIDE_WORD
}

const classOf = (point: number): number => {
  if (point > 0xffff) return classify(point)
  let known = classes[point] as number
  if (known === 0) {
    known = classify(point)
    classes[point] = known
  }
  return known
}

/** Words, and those of `LONG_WORD_LETTERS` UTF-16 units or more, in one scan that builds no string. */
const countWords = (text: string): { words: number; longWords: number } => {
  let words = 0
  let longWords = 0
  let index = 0
  while (index < text.length) {
    const point = text.codePointAt(index) as number
    index += point > 0xffff ? 2 : 1
    if (classOf(point) !== STARTS_WORD) continue
    const start = index - (point > 0xffff ? 2 : 1)
    while (index < text.length) {
      const next = text.codePointAt(index) as number
      if (classOf(next) === OUTSIDE_WORD) break
      index += next > 0xffff ? 2 : 1
    }
    words++
    if (index - start >= LONG_WORD_LETTERS) longWords++
  }
  return { words, longWords }
}

/** LIX works across languages (it counts letters, not syllables), so one formula serves en, sk and es. */
export const readingFigures = (text: string): ReadingFigures => {
  const sample = text.slice(0, MAX_CHARACTERS)
  const { words, longWords } = countWords(sample)
  const sentences = Math.max(
    1,
    sample.split(SENTENCE_END).filter((part) => part !== undefined && LETTER.test(part)).length,
  )
  const lix = words === 0 ? 0 : words / sentences + (100 * longWords) / words
  return { sentences, words, longWords, lix }
}
