import { hasUnspacedScript, splitUnspaced } from "./unspaced-words"

// `\s` has no member beyond the Basic Multilingual Plane: without the `u` flag it matches the same.
const WHITE_SPACE = /\s+/g
/** White space other than a lone inner space: only then is there anything to collapse or trim. */
const COLLAPSIBLE = /[^\S ]| {2}|^ | $/
const WORD_CHARACTER = /[\p{L}\p{N}]/u

/** Collapses runs of white space to one space and trims. Text already collapsed is returned as it is. */
export const collapseWhiteSpace = (text: string): string =>
  COLLAPSIBLE.test(text) ? text.replace(WHITE_SPACE, " ").trim() : text

/** Is this UTF-16 unit white space or a line terminator: one `\s` matches and `String.prototype.trim` removes? */
export const isWhiteSpace = (code: number): boolean =>
  code <= 32
    ? code === 32 || (code >= 9 && code <= 13)
    : code >= 160 &&
      (code === 160 ||
        code === 0x1680 ||
        (code >= 0x2000 && code <= 0x200a) ||
        code === 0x2028 ||
        code === 0x2029 ||
        code === 0x202f ||
        code === 0x205f ||
        code === 0x3000 ||
        code === 0xfeff)

/** `text.trim().length` without building the trimmed string (no copy per text node of a page). */
export const trimmedLength = (text: string): number => {
  let start = 0
  let end = text.length
  while (start < end && isWhiteSpace(text.charCodeAt(start))) start++
  while (end > start && isWhiteSpace(text.charCodeAt(end - 1))) end--
  return end - start
}

const SPACE = /\s/u

/**
 * Words: white-space separated tokens holding at least one letter or digit, and the words `Intl.Segmenter`
 * finds in the runs of scripts written without spaces (Chinese, Japanese, Thai…), segmented in `language`
 * (a BCP 47 tag, e.g. the text's `lang`). One pass, ASCII fast path; only a text with such a script is
 * segmented.
 */
export const countWords = (text: string, language?: string | null): number => {
  let words = 0
  let counted = false
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (code < 128) {
      if (code === 32 || (code >= 9 && code <= 13)) counted = false
      else if (!counted && ((code >= 48 && code <= 57) || ((code | 32) >= 97 && (code | 32) <= 122))) {
        words++
        counted = true
      }
      continue
    }
    const character = text[index] as string
    if (hasUnspacedScript(text.slice(index, index + 2))) return countSegmentedWords(text, language)
    if (SPACE.test(character)) counted = false
    else if (!counted && WORD_CHARACTER.test(text.slice(index, index + 2))) {
      words++
      counted = true
    }
  }
  return words
}

/** `countWords` of a text with a script written without spaces: its runs segmented, the rest as usual. */
const countSegmentedWords = (text: string, language: string | null | undefined): number => {
  let words = 0
  splitUnspaced(
    text,
    language,
    (spaced) => {
      words += countWords(spaced)
    },
    () => {
      words++
    },
  )
  return words
}

const encoder = new TextEncoder()
/** UTF-16 code units encoded at a time: the scratch buffer holds the worst case, 3 bytes each. */
const CHUNK = 1 << 15
const scratch = new Uint8Array(CHUNK * 3)

/**
 * Size of a string in UTF-8 bytes, without Node's Buffer (lone surrogates count as U+FFFD, 3 bytes).
 * The standard encoder does the counting in chunks, natively; a chunk never ends inside a surrogate pair.
 */
export const utf8Length = (text: string): number => {
  let bytes = 0
  let start = 0
  while (start < text.length) {
    let end = Math.min(text.length, start + CHUNK)
    const last = text.charCodeAt(end - 1)
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end--
    bytes += encoder.encodeInto(text.slice(start, end), scratch).written
    start = end
  }
  return bytes
}

/** Resolves a reference against a base URL; null when it cannot be parsed. */
export const resolveUrl = (reference: string, base: string): string | null => {
  try {
    return new URL(reference.trim(), base).href
  } catch {
    return null
  }
}
