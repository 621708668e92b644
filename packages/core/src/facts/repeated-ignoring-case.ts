/** Items whose texts are equal once lower-cased: the first of them and how many there are. */
export interface Repetition<T> {
  readonly first: T
  readonly count: number
}

/**
 * The texts that occur more than once, compared lower-cased (`toLowerCase`), in the order each first
 * occurs. Only texts that could equal another are lower-cased, and each distinct one once: texts with
 * equal lower-case forms have equal lengths and equal letters at the positions sampled, as long as no
 * İ (U+0130, the one character whose lower case is longer: "i̇") shifts the positions; when one does,
 * every text is lower-cased.
 */
export const repeatedIgnoringCase = <T>(
  items: ReadonlyArray<T>,
  textOf: (item: T) => string,
): Array<Repetition<T>> => {
  const texts = items.map(textOf)
  const shifted = texts.some((text) => text.includes(DOTTED_CAPITAL_I))
  const sketches = texts.map((text) => (shifted ? 0 : sketchOf(text)))
  const sharing = new Map<number, number>()
  for (const sketch of sketches) sharing.set(sketch, (sharing.get(sketch) ?? 0) + 1)
  const seen = new Map<string, { first: T; count: number }>()
  // Texts repeated as written are lower-cased once.
  const entryOfText = new Map<string, { first: T; count: number }>()
  for (let index = 0; index < items.length; index++) {
    if ((sharing.get(sketches[index] as number) as number) < 2) continue
    const text = texts[index] as string
    const entry = entryOfText.get(text)
    if (entry !== undefined) {
      entry.count++
      continue
    }
    const key = text.toLowerCase()
    let alike = seen.get(key)
    if (alike === undefined) {
      alike = { first: items[index] as T, count: 1 }
      seen.set(key, alike)
    } else alike.count++
    entryOfText.set(text, alike)
  }
  return [...seen.values()].filter((entry) => entry.count > 1)
}

const DOTTED_CAPITAL_I = "\u0130"

/**
 * A number equal for texts whose lower-case forms are equal (when neither holds İ): the length and a few
 * characters, ASCII letters lower-cased. Every other character counts as one value, and so do k and K:
 * the Kelvin sign (U+212A) lower-cases to k, and no other non-ASCII character lower-cases to ASCII.
 */
const sketchOf = (text: string): number => {
  const length = text.length
  if (length === 0) return 0
  const middle = foldedAt(text, length >> 1)
  const quarter = foldedAt(text, length >> 2)
  const threeQuarters = foldedAt(text, (3 * length) >> 2)
  return (((length * 131 + middle) * 131 + quarter) * 131 + threeQuarters) * 131 + foldedAt(text, length - 1)
}

const foldedAt = (text: string, position: number): number => {
  const unit = text.charCodeAt(position)
  if (unit >= 128) return 128
  const lower = unit >= 65 && unit <= 90 ? unit + 32 : unit
  return lower === 107 ? 128 : lower
}
