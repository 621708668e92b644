import { fold } from "./normalize"
import { stem } from "./stem"
import { stopWords } from "./stop-words"

/** A word as written (lower-cased) and its topic stem; `stem` is null for stop words. */
export interface Word {
  readonly surface: string
  readonly stem: string | null
}

/** The words of a text in order; `null` marks a phrase break (sentence or clause punctuation). */
export type AnalysedText = ReadonlyArray<Word | null>

/** Sentence and clause punctuation (and line breaks, tabs): a phrase never spans one. */
const BREAK_CHARACTERS = '.!?;:|()[]{}"“”„«»\n\r\t–—·•'
const WORD_CHARACTER = /^[\p{L}\p{N}]$/u
const SPACE = /^\s$/u

/** Per UTF-16 unit of the Basic Multilingual Plane: 0 not yet known, 1 a letter or digit, 2 neither, 3 a break. */
const wordUnits = new Uint8Array(0x10000)
const BREAK = 3
for (let code = 0; code < 128; code++)
  wordUnits[code] = WORD_CHARACTER.test(String.fromCharCode(code)) ? 1 : 2
for (const character of BREAK_CHARACTERS) wordUnits[character.charCodeAt(0)] = BREAK
const isBreak = (text: string, index: number): boolean => wordUnits[text.charCodeAt(index)] === BREAK

/** Code units taken by the letter or digit at `index`: 1, 2 for an astral one, 0 when it is neither. */
const wordCharacterAt = (text: string, index: number): number => {
  if (index >= text.length) return 0
  const code = text.charCodeAt(index)
  if (code < 0xd800 || code > 0xdfff) {
    let known = wordUnits[code]
    if (known === 0) {
      known = WORD_CHARACTER.test(String.fromCharCode(code)) ? 1 : 2
      wordUnits[code] = known
    }
    return known === 1 ? 1 : 0
  }
  const point = text.codePointAt(index) ?? code
  return point > 0xffff && WORD_CHARACTER.test(String.fromCodePoint(point)) ? 2 : 0
}

const isSpace = (text: string, index: number): boolean => {
  const code = text.charCodeAt(index)
  if (code < 128) return code === 32 || (code >= 9 && code <= 13)
  return index < text.length && SPACE.test(text.charAt(index))
}

/**
 * Every word analysed so far, in every audit of this process (folding and stemming a word is the costly
 * part, and pages share most of their vocabulary), found by a hash of its letters computed during the
 * scan: a word already known costs no string. Bounded in entries, in word length and in probes (crafted
 * collisions cost at most `MAX_PROBES` comparisons a word); emptied when full.
 */
const MAX_KNOWN_WORDS = 1 << 16
const MAX_KNOWN_LENGTH = 48
const MAX_PROBES = 16
let knownWords: Word[] = []
/** Open addressing at most half full: 0 is an empty slot, else 1 + an index into `knownWords`. */
let knownSlots = new Int32Array(MAX_KNOWN_WORDS * 2)
const SLOT_MASK = MAX_KNOWN_WORDS * 2 - 1

const analysedWord = (surface: string): Word => {
  const folded = fold(surface)
  return { surface, stem: stopWords.has(folded) ? null : stem(folded) }
}

/** The word `lower.slice(start, end)`, whose letters hash to `hash`: known, or analysed (and kept). */
const wordAt = (lower: string, start: number, end: number, hash: number): Word => {
  if (end - start > MAX_KNOWN_LENGTH) return analysedWord(lower.slice(start, end))
  if (knownWords.length >= MAX_KNOWN_WORDS) {
    knownWords = []
    knownSlots = new Int32Array(MAX_KNOWN_WORDS * 2)
  }
  let slot = hash & SLOT_MASK
  for (let probe = 0; probe < MAX_PROBES; probe++) {
    const entry = knownSlots[slot] ?? 0
    if (entry === 0) {
      const word = analysedWord(lower.slice(start, end))
      knownWords.push(word)
      knownSlots[slot] = knownWords.length
      return word
    }
    const word = knownWords[entry - 1] as Word
    if (word.surface.length === end - start && lower.startsWith(word.surface, start)) return word
    slot = (slot + 1) & SLOT_MASK
  }
  return analysedWord(lower.slice(start, end))
}

/**
 * Analyses text into words and breaks: a word is a run of letters and digits; a break is a run of
 * punctuation from `BREAK_CHARACTERS`, or a dash between spaces (" - "). One scan over the lower-cased
 * text, letters and digits looked up in a table, each word hashed as it is read and found among the
 * words known (see `wordAt`), so the cost stays linear with a small constant.
 */
export const analyseText = (text: string): Array<Word | null> => {
  const words: Array<Word | null> = []
  const lower = text.toLowerCase()
  const breakPhrase = () => {
    if (words.length > 0 && words[words.length - 1] !== null) words.push(null)
  }
  let index = 0
  while (index < lower.length) {
    let width = wordCharacterAt(lower, index)
    if (width > 0) {
      const start = index
      let hash = 0
      for (; width > 0; width = wordCharacterAt(lower, index)) {
        hash = (Math.imul(hash, 31) + lower.charCodeAt(index)) | 0
        if (width === 2) hash = (Math.imul(hash, 31) + lower.charCodeAt(index + 1)) | 0
        index += width
      }
      words.push(wordAt(lower, start, index, Math.imul(hash ^ (hash >>> 16), 0x45d9f3b)))
      continue
    }
    if (isBreak(lower, index)) {
      do index++
      while (index < lower.length && isBreak(lower, index))
      breakPhrase()
      continue
    }
    if (isSpace(lower, index) && lower.charCodeAt(index + 1) === 45 && isSpace(lower, index + 2)) {
      index += 3
      breakPhrase()
      continue
    }
    index += (lower.codePointAt(index) ?? 0) > 0xffff ? 2 : 1
  }
  return words
}

/** Topic tokens of a text: folded, stop words dropped, stemmed, in order (repeats kept). */
export const topicTokens = (text: string): string[] =>
  analyseText(text).flatMap((word) => (word?.stem ? [word.stem] : []))

/** The distinct topic tokens of a phrase. */
export const phraseTokens = (phrase: string): string[] => [...new Set(topicTokens(phrase))]
