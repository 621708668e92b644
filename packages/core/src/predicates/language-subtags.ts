import { LANGUAGE_SUBTAG_BITMAP } from "./language-subtag-data"

/** The 64 characters of the bitmap encoding, each carrying 6 bits. */
export const BITMAP_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_"

const A = 97

/** The bit of a two- or three-letter lower-case code: two-letter codes first, then three-letter ones. */
export const subtagIndex = (code: string): number | undefined => {
  if (!/^[a-z]{2,3}$/.test(code)) return undefined
  const letter = (position: number) => code.charCodeAt(position) - A
  if (code.length === 2) return letter(0) * 26 + letter(1)
  return 26 * 26 + (letter(0) * 26 + letter(1)) * 26 + letter(2)
}

let bitmap: Uint8Array | undefined

const decoded = (): Uint8Array => {
  if (bitmap === undefined) {
    bitmap = new Uint8Array(LANGUAGE_SUBTAG_BITMAP.length)
    for (let index = 0; index < LANGUAGE_SUBTAG_BITMAP.length; index++)
      bitmap[index] = BITMAP_ALPHABET.indexOf(LANGUAGE_SUBTAG_BITMAP.charAt(index))
  }
  return bitmap
}

/**
 * True when `subtag` is a registered primary language subtag (IANA registry, as axe-core and
 * Lighthouse list them: two or three lower-case letters). Case-sensitive: lower-case it first.
 */
export const isValidLanguageSubtag = (subtag: string): boolean => {
  const index = subtagIndex(subtag)
  if (index === undefined) return false
  return (((decoded()[Math.floor(index / 6)] ?? 0) >> (index % 6)) & 1) === 1
}
