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
  const groups = new Set<Group>()
  for (const group of groupsIgnoringCase(items, textOf)) if (group !== undefined) groups.add(group)
  return [...groups]
    .filter((group) => group.count > 1)
    .map((group) => ({ first: items[group.first] as T, count: group.count }))
}

/** 1 for every item whose text, compared as `repeatedIgnoringCase` compares, an earlier item already had. */
export const laterRepeatsIgnoringCase = <T>(
  items: ReadonlyArray<T>,
  textOf: (item: T) => string,
): Uint8Array => {
  const repeats = new Uint8Array(items.length)
  groupsIgnoringCase(items, textOf).forEach((group, index) => {
    if (group !== undefined && group.first !== index) repeats[index] = 1
  })
  return repeats
}

/** Items of equal lower-cased text: the index of the first, and how many there are. */
interface Group {
  readonly first: number
  count: number
}

/** Each item's group, or undefined for an item no other could equal. */
const groupsIgnoringCase = <T>(
  items: ReadonlyArray<T>,
  textOf: (item: T) => string,
): Array<Group | undefined> => {
  const texts = items.map(textOf)
  const shifted = texts.some((text) => text.includes(DOTTED_CAPITAL_I))
  const sketches = texts.map((text) => (shifted ? 0 : sketchOf(text)))
  const sharing = new Map<number, number>()
  for (const sketch of sketches) sharing.set(sketch, (sharing.get(sketch) ?? 0) + 1)
  const groups = new Array<Group | undefined>(items.length).fill(undefined)
  const seen = new Map<string, Group>()
  // Texts repeated as written are lower-cased once.
  const groupOfText = new Map<string, Group>()
  for (let index = 0; index < items.length; index++) {
    if ((sharing.get(sketches[index] as number) as number) < 2) continue
    const text = texts[index] as string
    let group = groupOfText.get(text)
    if (group === undefined) {
      const key = text.toLowerCase()
      group = seen.get(key)
      if (group === undefined) {
        group = { first: index, count: 0 }
        seen.set(key, group)
      }
      groupOfText.set(text, group)
    }
    group.count++
    groups[index] = group
  }
  return groups
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
