/**
 * Sentence and clause punctuation (and line breaks, tabs): a phrase never spans one. The ideographic and
 * full-width forms are those of Chinese and Japanese text.
 */
export const BREAK_CHARACTERS = '.!?;:|()[]{}"“”„«»\n\r\t–—·•。！？；：（）「」『』【】'
const WORD_CHARACTER = /^[\p{L}\p{N}]$/u
const SPACE_CHARACTER = /^\s$/u

// A table entry holds a UTF-16 unit's lower-cased unit in its low 16 bits and what the unit is above them.
export const LOWER_UNIT = 0xffff
const LEARNT = 1 << 16
/** A letter or digit. */
export const WORD = 1 << 17
/** Phrase-breaking punctuation (`BREAK_CHARACTERS`). */
export const BREAK = 1 << 18
/** White space. */
export const SPACE = 1 << 19
/** Half of a surrogate pair (or a lone one): what it is depends on its neighbour. */
export const SURROGATE = 1 << 20
/**
 * Lower-casing the unit alone may not give what lower-casing the whole text gives there: it lower-cases
 * to more than one unit (İ), by its context (Σ at the end of a word becomes ς), to a unit of another kind,
 * or it is a surrogate. A text with such a unit is read lower-cased as a whole.
 */
export const UNSAFE = 1 << 21

/** Per UTF-16 unit, its entry for text as written: each unit lower-cased by itself. Learnt on first sight. */
export const AS_WRITTEN = new Uint32Array(0x10000)
/** Per UTF-16 unit, its entry for text already lower-cased: each unit as it is. Learnt on first sight. */
export const LOWER_CASED = new Uint32Array(0x10000)

const kindOf = (character: string): number =>
  (WORD_CHARACTER.test(character) ? WORD : 0) |
  (BREAK_CHARACTERS.includes(character) ? BREAK : 0) |
  (SPACE_CHARACTER.test(character) ? SPACE : 0)

// Surrogates are learnt up front: the second half of a pair is read without being looked up first.
for (let code = 0xd800; code <= 0xdfff; code++) {
  AS_WRITTEN[code] = UNSAFE | LEARNT
  LOWER_CASED[code] = SURROGATE | code | LEARNT
}

/** The entry of `code` in `table` (AS_WRITTEN or LOWER_CASED), learnt now if it was not yet. */
export const learnUnit = (table: Uint32Array, code: number): number => {
  const character = String.fromCharCode(code)
  const kind = kindOf(character)
  let entry = kind | code
  if (table === AS_WRITTEN) {
    const lower = character.toLowerCase()
    const alone = lower.length === 1 && kindOf(lower) === kind && code !== 0x3a3 // Σ: σ or ς by context
    entry = alone ? kind | lower.charCodeAt(0) : UNSAFE
  }
  table[code] = entry | LEARNT
  return entry | LEARNT
}
