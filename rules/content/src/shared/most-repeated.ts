import { PairNumbering } from "@svc/core"

export interface Term {
  readonly text: string
  readonly share: number
}

/**
 * The most repeated term of 1 to 3 words and the share of topic words its repetitions take. Overlapping
 * repetitions count once ("bread bread bread" holds "bread bread" once), so a share never exceeds 1.
 * Terms are counted by number, not by joined text: each token gets an id (its term slot of size 1), and
 * a term of size n gets the slot of the pair (slot of its first n − 1 words, id of its last word), found
 * in a table of typed arrays, so counting allocates nothing per position.
 */
export const mostRepeated = (tokens: ReadonlyArray<string>): Term => {
  const ids = new Map<string, number>()
  const sequence = new Int32Array(tokens.length)
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index] as string
    let id = ids.get(token)
    if (id === undefined) {
      id = ids.size
      ids.set(token, id)
    }
    sequence[index] = id
  }
  const vocabulary = ids.size
  let best = { start: 0, size: 0, share: 0 }
  // The slot of the term starting at each position, for the size before: size 1's slots are the ids.
  let shorter = sequence
  for (let size = 1; size <= 3; size++) {
    const positions = Math.max(0, sequence.length - size + 1)
    const slots = size === 1 ? sequence : new Int32Array(positions)
    const pairs = size === 1 ? null : new PairNumbering(positions)
    const counts = new Int32Array(size === 1 ? vocabulary : positions)
    const nextFree = new Int32Array(counts.length)
    const firstStart = new Int32Array(counts.length)
    for (let start = 0; start < positions; start++) {
      const slot =
        pairs === null
          ? (sequence[start] as number)
          : pairs.numberOf(shorter[start] as number, sequence[start + size - 1] as number)
      if (pairs !== null) slots[start] = slot
      const count = counts[slot] as number
      if (count === 0) {
        counts[slot] = 1
        nextFree[slot] = start + size
        firstStart[slot] = start
      } else if (start >= (nextFree[slot] as number)) {
        counts[slot] = count + 1
        nextFree[slot] = start + size
      }
    }
    const slotCount = pairs === null ? vocabulary : pairs.size
    for (let slot = 0; slot < slotCount; slot++) {
      const share = ((counts[slot] as number) * size) / sequence.length
      if (share > best.share) best = { start: firstStart[slot] as number, size, share }
    }
    shorter = slots
  }
  return { text: tokens.slice(best.start, best.start + best.size).join(" "), share: best.share }
}
