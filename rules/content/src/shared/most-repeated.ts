export interface Term {
  readonly text: string
  readonly share: number
}

/**
 * The most repeated term of 1 to 3 words and the share of topic words its repetitions take. Overlapping
 * repetitions count once ("bread bread bread" holds "bread bread" once), so a share never exceeds 1.
 * Terms are counted by number, not by joined text: each token gets an id (its term slot of size 1), and
 * a term of size n is numbered by the slot of its first n − 1 words and the id of its last one. Those
 * numbers stay below (tokens)², far under 2^53, and usually small enough for V8's fast integer keys.
 */
export const mostRepeated = (tokens: ReadonlyArray<string>): Term => {
  const ids = new Map<string, number>()
  const sequence = new Int32Array(tokens.length)
  tokens.forEach((token, index) => {
    let id = ids.get(token)
    if (id === undefined) {
      id = ids.size
      ids.set(token, id)
    }
    sequence[index] = id
  })
  const vocabulary = ids.size
  let best = { start: 0, size: 0, share: 0 }
  // The slot of the term starting at each position, for the size before: size 1's slots are the ids.
  let shorter = sequence
  for (let size = 1; size <= 3; size++) {
    const positions = Math.max(0, sequence.length - size + 1)
    const slots = size === 1 ? sequence : new Int32Array(positions)
    const slotOf = new Map<number, number>()
    const counts = new Int32Array(size === 1 ? vocabulary : positions)
    const nextFree = new Int32Array(counts.length)
    const firstStart = new Int32Array(counts.length)
    let slotCount = size === 1 ? vocabulary : 0
    for (let start = 0; start < positions; start++) {
      let slot: number
      if (size === 1) slot = sequence[start] ?? 0
      else {
        const key = (shorter[start] ?? 0) * vocabulary + (sequence[start + size - 1] ?? 0)
        const known = slotOf.get(key)
        slot = known ?? slotCount++
        if (known === undefined) slotOf.set(key, slot)
        slots[start] = slot
      }
      const count = counts[slot] ?? 0
      if (count === 0) {
        counts[slot] = 1
        nextFree[slot] = start + size
        firstStart[slot] = start
      } else if (start >= (nextFree[slot] ?? 0)) {
        counts[slot] = count + 1
        nextFree[slot] = start + size
      }
    }
    for (let slot = 0; slot < slotCount; slot++) {
      const share = ((counts[slot] ?? 0) * size) / sequence.length
      if (share > best.share) best = { start: firstStart[slot] ?? 0, size, share }
    }
    shorter = slots
  }
  return { text: tokens.slice(best.start, best.start + best.size).join(" "), share: best.share }
}
