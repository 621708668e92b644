/**
 * Whether a text holds any of a few words, case-insensitively: what `/word|word|…/i` answers, found
 * without looking at every character (a Wu–Manber search: the last two characters of each window of the
 * shortest word's length tell how far the next possible match is, usually several characters on).
 *
 * Case-insensitive as a regular expression without the `u` flag: a character matches its upper- and
 * lower-case forms only, and a non-ASCII character never matches an ASCII letter (`ſ` is not `s`).
 * The words' characters must lie below U+0100, with their other case there too.
 */
export const literalSearch = (words: ReadonlyArray<string>): ((text: string) => boolean) => {
  const classes = characterClasses(words)
  const encoded = words.map((word) =>
    Uint8Array.from(word, (character) => classes[code(character)] as number),
  )
  const window = Math.min(...words.map((word) => word.length))
  if (window < 2) throw new Error("literalSearch needs words of two characters or more")
  // For each pair of classes: how far the window may move when its last two characters are that pair,
  // and the words that may end there when it may not move at all.
  const shifts = new Uint8Array(CLASSES * CLASSES).fill(window - 1)
  const endingWith: Array<Uint8Array[]> = Array.from({ length: CLASSES * CLASSES }, () => [])
  for (const word of encoded)
    for (let index = 0; index + 1 < window; index++) {
      const pair = (word[index] as number) * CLASSES + (word[index + 1] as number)
      shifts[pair] = Math.min(shifts[pair] as number, window - 2 - index)
      if (index + 2 === window) endingWith[pair]?.push(word)
    }
  const matchesAt = (text: string, start: number, word: Uint8Array): boolean => {
    if (start + word.length > text.length) return false
    for (let index = 0; index < word.length; index++) {
      const unit = text.charCodeAt(start + index)
      if (classes[unit] !== word[index]) return false
    }
    return true
  }
  return (text) => {
    const length = text.length
    let end = window - 1
    while (end < length) {
      const last = text.charCodeAt(end)
      const before = text.charCodeAt(end - 1)
      const pair = (classes[before] as number) * CLASSES + (classes[last] as number)
      const shift = shifts[pair] as number
      if (shift > 0) {
        end += shift
        continue
      }
      const candidates = endingWith[pair] as Uint8Array[]
      for (let index = 0; index < candidates.length; index++)
        if (matchesAt(text, end - window + 1, candidates[index] as Uint8Array)) return true
      end++
    }
    return false
  }
}

/** How many character classes a search tells apart: class 0, and one per character of the words (either case). */
const CLASSES = 64

const code = (character: string): number => character.charCodeAt(0)

/**
 * The class of each UTF-16 unit: equal for the two cases of a letter, as `/i` compares; 0 for every unit
 * no word holds, which includes all from U+0100 (none has a Latin-1 letter as its upper case).
 */
const characterClasses = (words: ReadonlyArray<string>): Uint8Array => {
  const classes = new Uint8Array(0x10000)
  let next = 1
  for (const word of words)
    for (const character of word) {
      const canonical = canonicalize(character)
      if (code(character) >= 256 || code(canonical) >= 256)
        throw new Error(
          `literalSearch supports characters below U+0100 only, not ${JSON.stringify(character)}`,
        )
      if (classes[code(character)] !== 0) continue
      if (next === CLASSES) throw new Error("literalSearch supports fewer distinct characters")
      for (let unit = 0; unit < 256; unit++)
        if (canonicalize(String.fromCharCode(unit)) === canonical) classes[unit] = next
      next++
    }
  return classes
}

/** ECMAScript's Canonicalize for case-insensitive matching without the `u` flag. */
const canonicalize = (character: string): string => {
  const upper = character.toUpperCase()
  if (upper.length !== 1) return character
  return code(character) >= 128 && code(upper) < 128 ? character : upper
}
