const MARKS = /\p{M}+/gu
const WORD = /[\p{L}\p{N}]+/gu

/** Lower-cases and folds diacritics away ("Košice" → "kosice", "Año" → "ano"), so spellings meet. */
export const fold = (text: string): string => text.normalize("NFD").replace(MARKS, "").toLowerCase()

/** The words of a text, folded, in order. */
export const foldedWords = (text: string): string[] => fold(text).match(WORD) ?? []

/** The words of a text as written (lower-cased, diacritics kept), in order. */
export const surfaceWords = (text: string): string[] => text.toLowerCase().match(WORD) ?? []
