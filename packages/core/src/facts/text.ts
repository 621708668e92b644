const WHITE_SPACE = /\s+/gu
const WORD_CHARACTER = /[\p{L}\p{N}]/u

/** Collapses runs of white space to one space and trims. */
export const collapseWhiteSpace = (text: string): string => text.replace(WHITE_SPACE, " ").trim()

const SPACE = /\s/u

/** Words: white-space separated tokens holding at least one letter or digit. One pass, ASCII fast path. */
export const countWords = (text: string): number => {
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
    if (SPACE.test(character)) counted = false
    else if (!counted && WORD_CHARACTER.test(text.slice(index, index + 2))) {
      words++
      counted = true
    }
  }
  return words
}

/** Size of a string in UTF-8 bytes, without Node's Buffer (lone surrogates count as U+FFFD, 3 bytes). */
export const utf8Length = (text: string): number => {
  let bytes = 0
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (code < 0x80) bytes += 1
    else if (code < 0x800) bytes += 2
    else if (code >= 0xd800 && code <= 0xdbff && index + 1 < text.length) {
      const next = text.charCodeAt(index + 1)
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4
        index++
      } else bytes += 3
    } else bytes += 3
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
