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

const WORD_OR_BREAK = /[\p{L}\p{N}]+|[.!?;:|()[\]{}"“”„«»\n\r\t–—·•]+|\s-\s/gu
const LETTER_OR_DIGIT = /^[\p{L}\p{N}]/u

/**
 * Analyses text into words and breaks. Each distinct word is folded, stemmed and allocated once (pages
 * repeat their vocabulary), so the cost stays linear with a small constant.
 */
export const analyseText = (text: string, known: Map<string, Word> = new Map()): Array<Word | null> => {
  const words: Array<Word | null> = []
  // `match` with a global pattern returns the matched strings alone: no match object per token.
  for (const token of text.toLowerCase().match(WORD_OR_BREAK) ?? []) {
    let word = known.get(token)
    if (word === undefined) {
      if (!LETTER_OR_DIGIT.test(token)) {
        if (words.length > 0 && words[words.length - 1] !== null) words.push(null)
        continue
      }
      const folded = fold(token)
      word = { surface: token, stem: stopWords.has(folded) ? null : stem(folded) }
      known.set(token, word)
    }
    words.push(word)
  }
  return words
}

/** Topic tokens of a text: folded, stop words dropped, stemmed, in order (repeats kept). */
export const topicTokens = (text: string): string[] =>
  analyseText(text).flatMap((word) => (word?.stem ? [word.stem] : []))

/** The distinct topic tokens of a phrase. */
export const phraseTokens = (phrase: string): string[] => [...new Set(topicTokens(phrase))]
