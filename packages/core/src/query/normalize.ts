import { hasUnspacedScript, splitUnspaced } from "../facts/unspaced-words"

const MARKS = /\p{M}+/gu
/** Printable ASCII and white space have no marks to fold: the common case skips normalisation. */
const BEYOND_PLAIN_ASCII = /[^\t\n\f\r -~]/
const WORD = /[\p{L}\p{N}]+/gu

/** Lower-cases and folds diacritics away ("Košice" → "kosice", "Año" → "ano"), so spellings meet. */
export const fold = (text: string): string =>
  !BEYOND_PLAIN_ASCII.test(text) ? text.toLowerCase() : text.normalize("NFD").replace(MARKS, "").toLowerCase()

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
