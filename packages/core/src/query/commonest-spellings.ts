import { PairNumbering } from "./pair-numbering"
import { NONE, type StemSequence } from "./stem-sequence"
import type { Word } from "./text-vocabulary"

/**
 * Each phrase's (its stem ids') most frequent spelling over every place it occurs, the first in code-unit
 * order among equals. One pass over the positions for all the phrases, each position checked only against
 * the phrases starting with its stem. An occurrence's spelling is counted by number, as phrases are: a
 * chain of surface ids, pairs of (its spelling one word shorter, its last surface) numbered; only the
 * spellings of a phrase that tie for the most occurrences are written out.
 */
export const commonestSpellings = (
  phrases: ReadonlyArray<ReadonlyArray<number>>,
  { stemAt, stems, wordAt, words }: StemSequence,
): string[] => {
  // The phrases starting with each stem, as linked lists: `firstPhrase[stem]`, then `nextPhrase[phrase]`.
  const firstPhrase = new Int32Array(stems.length).fill(NONE)
  const nextPhrase = new Int32Array(phrases.length)
  phrases.forEach((phrase, which) => {
    const first = phrase[0] as number
    nextPhrase[which] = firstPhrase[first] as number
    firstPhrase[first] = which
  })
  // Words of one surface share an id (the same word may have a number in each source).
  const surfaceIds = new Map<string, number>()
  const surfaceIdOfWord = new Int32Array(words.length).fill(NONE)
  const surfaceIdAt = (position: number): number => {
    const word = wordAt[position] as number
    let id = surfaceIdOfWord[word] as number
    if (id === NONE) {
      const { surface } = words[word] as Word
      id = surfaceIds.get(surface) ?? surfaceIds.size
      surfaceIds.set(surface, id)
      surfaceIdOfWord[word] = id
    }
    return id
  }
  const spellings = new PairNumbering(64)
  const shorterSpelling: number[] = []
  const lastSurface: number[] = []
  const occurrences: number[] = []
  const spellingsOf = phrases.map((): number[] => [])
  for (let start = 0; start < stemAt.length; start++) {
    const first = stemAt[start] as number
    if (first === NONE) continue
    for (let which = firstPhrase[first] as number; which !== NONE; which = nextPhrase[which] as number) {
      const phrase = phrases[which] as ReadonlyArray<number>
      if (!occursAt(phrase, stemAt, start)) continue
      let spelling = NONE
      for (let offset = 0; offset < phrase.length; offset++) {
        const surface = surfaceIdAt(start + offset)
        const longer = spellings.numberOf(spelling + 1, surface)
        if (longer === occurrences.length) {
          shorterSpelling.push(spelling)
          lastSurface.push(surface)
          occurrences.push(0)
        }
        spelling = longer
      }
      if (occurrences[spelling] === 0) spellingsOf[which]?.push(spelling)
      occurrences[spelling] = (occurrences[spelling] as number) + 1
    }
  }
  const surfaceById = [...surfaceIds.keys()]
  const written = (spelling: number): string => {
    const surfaces: string[] = []
    for (let node = spelling; node !== NONE; node = shorterSpelling[node] as number)
      surfaces.unshift(surfaceById[lastSurface[node] as number] as string)
    return surfaces.join(" ")
  }
  return spellingsOf.map((candidates) => {
    const most = candidates.reduce((max, spelling) => Math.max(max, occurrences[spelling] as number), 0)
    let best: string | undefined
    for (const spelling of candidates) {
      if (occurrences[spelling] !== most) continue
      const text = written(spelling)
      if (best === undefined || text < best) best = text
    }
    return best ?? ""
  })
}

const occursAt = (phrase: ReadonlyArray<number>, stemAt: Int32Array, start: number): boolean => {
  if (start + phrase.length > stemAt.length) return false
  for (let offset = 1; offset < phrase.length; offset++)
    if (stemAt[start + offset] !== phrase[offset]) return false
  return true
}
