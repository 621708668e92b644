import { hasUnspacedScript, splitUnspaced } from "../facts/unspaced-words"
import { MAX_KNOWN_LENGTH, TextVocabulary, type Word } from "./text-vocabulary"
import {
  AS_WRITTEN,
  BREAK,
  LOWER_CASED,
  LOWER_UNIT,
  learnUnit,
  SPACE,
  SURROGATE,
  UNSAFE,
  WORD,
} from "./unit-table"

export type { Word } from "./text-vocabulary"

/** The words of a text in order; `null` marks a phrase break (sentence or clause punctuation). */
export type AnalysedText = ReadonlyArray<Word | null>

/** A position of an `IndexedText` that is a phrase break. */
export const PHRASE_BREAK = -1

/** A text's words by number: its distinct words, and per position the number of its word or a break. */
export interface IndexedText {
  /** The distinct words, in the order first seen. */
  readonly words: ReadonlyArray<Word>
  /** Per position, an index into `words`, or `PHRASE_BREAK`. */
  readonly positions: Int32Array
}

const HYPHEN = 45
const WORD_CHARACTER = /^[\p{L}\p{N}]$/u

/** Positions of the text scanned last (`scan`), reused from text to text; grown as needed. */
let positions: Int32Array = new Int32Array(1024)
/** The lower-cased units of the word being read, up to the longest word kept. */
const wordUnits = new Uint16Array(MAX_KNOWN_LENGTH)

/**
 * Indexes text into words and breaks: a word is a run of letters and digits of the lower-cased text, or
 * a word of a run of a script written without spaces (Chinese, Japanese, Thai…), segmented as `countWords`
 * segments it (`splitUnspaced`); a break is a run of punctuation from `BREAK_CHARACTERS`, or a dash between
 * spaces (" - "). One scan,
 * each unit lower-cased and classed by one table lookup (no lower-cased copy of the text), each word
 * hashed as it is read and numbered through the words known (`TextVocabulary`). From the first unit that
 * cannot be lower-cased by itself on, the scan reads the text lower-cased as a whole: up to there both
 * read the same.
 */
export const indexText = (text: string): IndexedText => {
  const { words, count } = scan(text)
  return { words, positions: positions.slice(0, count) }
}

/** Scans `text` into its distinct words and `positions[0…count)`, which the next scan overwrites. */
const scan = (text: string): { readonly words: ReadonlyArray<Word>; readonly count: number } => {
  const vocabulary = new TextVocabulary()
  if (!hasUnspacedScript(text)) return { words: vocabulary.words, count: scanSpaced(text, vocabulary, 0) }
  let count = 0
  splitUnspaced(
    text,
    null,
    (spaced) => {
      count = scanSpaced(spaced, vocabulary, count)
    },
    (word) => {
      if (count === positions.length) positions = grown(positions)
      positions[count++] = numberOfSegmented(word.toLowerCase(), vocabulary)
    },
  )
  return { words: vocabulary.words, count }
}

/** The number of a segmented word (lower-cased), through the words known as the scan numbers its words. */
const numberOfSegmented = (word: string, vocabulary: TextVocabulary): number => {
  if (word.length > MAX_KNOWN_LENGTH) return vocabulary.numberOfSurface(word)
  let hash = 0
  for (let index = 0; index < word.length; index++) {
    const unit = word.charCodeAt(index)
    hash = (Math.imul(hash, 31) + unit) | 0
    wordUnits[index] = unit
  }
  return vocabulary.numberOf(wordUnits, word.length, slotHash(hash))
}

/**
 * Scans text without runs of scripts written without spaces into `vocabulary` and `positions` from
 * `count` on; returns the count after it.
 */
const scanSpaced = (text: string, vocabulary: TextVocabulary, from: number): number => {
  let source = text
  let table = AS_WRITTEN
  let length = text.length
  let count = from
  let index = 0
  while (index < length) {
    let entry = entryAt(source, table, index)
    if (entry & WORD || (entry & SURROGATE && isAstralWordAt(source, index))) {
      const start = index
      let hash = 0
      for (;;) {
        if (entry & WORD) {
          const unit = entry & LOWER_UNIT
          hash = (Math.imul(hash, 31) + unit) | 0
          if (index - start < MAX_KNOWN_LENGTH) wordUnits[index - start] = unit
          index++
        } else {
          // An astral letter or digit (only lower-cased text has one): its two units as they are.
          for (const end = index + 2; index < end; index++) {
            const unit = source.charCodeAt(index)
            hash = (Math.imul(hash, 31) + unit) | 0
            if (index - start < MAX_KNOWN_LENGTH) wordUnits[index - start] = unit
          }
        }
        if (index >= length) break
        entry = entryAt(source, table, index)
        if (!(entry & WORD || (entry & SURROGATE && isAstralWordAt(source, index)))) break
      }
      if (!(entry & UNSAFE)) {
        if (count === positions.length) positions = grown(positions)
        positions[count++] =
          index - start > MAX_KNOWN_LENGTH
            ? vocabulary.numberOfSurface(
                table === AS_WRITTEN ? source.slice(start, index).toLowerCase() : source.slice(start, index),
              )
            : vocabulary.numberOf(wordUnits, index - start, slotHash(hash))
        continue
      }
      index = start // the word ends in a unit that cannot be lower-cased alone: read it again, lower-cased
    }
    if (entry & UNSAFE) {
      source = text.toLowerCase()
      table = LOWER_CASED
      length = source.length
      continue
    }
    let isBreak = false
    if (entry & BREAK) {
      do index++
      while (index < length && entryAt(source, table, index) & BREAK)
      isBreak = true
    } else if (
      entry & SPACE &&
      index + 2 < length &&
      source.charCodeAt(index + 1) === HYPHEN &&
      entryAt(source, table, index + 2) & SPACE
    ) {
      index += 3
      isBreak = true
    } else index += entry & SURROGATE && (source.codePointAt(index) ?? 0) > 0xffff ? 2 : 1
    if (isBreak && count > 0 && positions[count - 1] !== PHRASE_BREAK) {
      if (count === positions.length) positions = grown(positions)
      positions[count++] = PHRASE_BREAK
    }
  }
  return count
}

/** The hash of a word's units as the words known look it up (its units' hash, mixed). */
const slotHash = (hash: number): number => Math.imul(hash ^ (hash >>> 16), 0x45d9f3b)

const entryAt = (text: string, table: Uint32Array, index: number): number => {
  const code = text.charCodeAt(index)
  const entry = table[code] as number
  return entry !== 0 ? entry : learnUnit(table, code)
}

const grown = (array: Int32Array): Int32Array => {
  const larger = new Int32Array(array.length * 2)
  larger.set(array)
  return larger
}

/** Whether an astral letter or digit starts at `index`. */
const isAstralWordAt = (text: string, index: number): boolean => {
  const point = text.codePointAt(index) ?? 0
  return point > 0xffff && WORD_CHARACTER.test(String.fromCodePoint(point))
}

/** The words of a text and its phrase breaks, in order. */
export const analyseText = (text: string): Array<Word | null> => {
  const { words, count } = scan(text)
  const analysed: Array<Word | null> = []
  for (let at = 0; at < count; at++) {
    const position = positions[at] as number
    analysed.push(position === PHRASE_BREAK ? null : (words[position] as Word))
  }
  return analysed
}

/** Topic tokens of a text: folded, stop words dropped, stemmed, in order (repeats kept). */
export const topicTokens = (text: string): string[] => {
  const { words, count } = scan(text)
  const tokens: string[] = []
  for (let at = 0; at < count; at++) {
    const position = positions[at] as number
    const stem = position === PHRASE_BREAK ? null : (words[position] as Word).stem
    if (stem) tokens.push(stem)
  }
  return tokens
}

/** The distinct topic tokens of a text's words, in the order first seen. */
export const distinctTopics = ({ words }: { readonly words: ReadonlyArray<Word> }): Set<string> => {
  const topics = new Set<string>()
  for (const { stem } of words) if (stem) topics.add(stem)
  return topics
}

/** The distinct topic tokens of a text, in the order first seen. */
export const topicSet = (text: string): Set<string> => distinctTopics(scan(text))

/** The distinct topic tokens of a phrase. */
export const phraseTokens = (phrase: string): string[] => [...topicSet(phrase)]
