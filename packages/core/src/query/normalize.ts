import { hasUnspacedScript, splitUnspaced } from "../facts/unspaced-words"

/**
 * The marks of the scripts written without spaces spell the letter, they do not decorate it: kana's voicing
 * marks tell が from か and パ from ハ, Thai's vowel and tone marks are the word's vowels and tones.
 */
const SPELLING_MARK = "\\u3099\\u309a\\p{sc=Thai}\\p{sc=Lao}\\p{sc=Khmer}\\p{sc=Myanmar}"
/** Diacritics: every other mark. */
const DIACRITICS = new RegExp(`(?:(?![${SPELLING_MARK}])\\p{M})+`, "gu")
/** Printable ASCII and white space have no marks to fold: the common case skips normalisation. */
const BEYOND_PLAIN_ASCII = /[^\t\n\f\r -~]/
const WORD = /[\p{L}\p{N}]+/gu

/**
 * Lower-cases and folds diacritics away ("Košice" → "kosice", "Año" → "ano"), so spellings meet; the
 * letters of scripts written without spaces keep their marks, composed again ("が" stays "が").
 */
export const fold = (text: string): string => {
  if (!BEYOND_PLAIN_ASCII.test(text)) return text.toLowerCase()
  const folded = text.normalize("NFD").replace(DIACRITICS, "")
  return (hasUnspacedScript(folded) ? folded.normalize("NFC") : folded).toLowerCase()
}

/**
 * The words of a text, folded, in order; the runs of scripts written without spaces segmented into words
 * (`Intl.Segmenter`, in `language` when given), as `countWords` counts them.
 */
export const foldedWords = (text: string, language?: string | null): string[] => {
  if (!hasUnspacedScript(text)) return fold(text).match(WORD) ?? []
  const words: string[] = []
  splitUnspaced(
    text,
    language,
    (spaced) => {
      for (const word of fold(spaced).match(WORD) ?? []) words.push(word)
    },
    (word) => {
      words.push(fold(word))
    },
  )
  return words
}

/** The words of a text as written (lower-cased, diacritics kept), in order. */
export const surfaceWords = (text: string): string[] => text.toLowerCase().match(WORD) ?? []
