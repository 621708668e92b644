export interface Term {
  readonly text: string
  readonly share: number
}

/**
 * The most repeated term of 1 to 3 words and the share of topic words its repetitions take. Overlapping
 * repetitions count once ("bread bread bread" holds "bread bread" once), so a share never exceeds 1.
 * Terms are counted by number, not by joined text: each token gets an id, and a term of up to three ids
 * is one number in base (vocabulary size + 1), exact while that cubed stays below 2^53 (the text is
 * that keyword-stuffing judges is bounded, so its vocabulary is far under 100,000 words).
 */
export const mostRepeated = (tokens: ReadonlyArray<string>): Term => {
  const ids = new Map<string, number>()
  const sequence = tokens.map((token) => {
    let id = ids.get(token)
    if (id === undefined) {
      id = ids.size
      ids.set(token, id)
    }
    return id
  })
  const base = ids.size + 1
  let best = { start: 0, size: 0, share: 0 }
  for (let size = 1; size <= 3; size++) {
    const slotOf = new Map<number, number>()
    const counts: number[] = []
    const nextFree: number[] = []
    const firstStart: number[] = []
    for (let start = 0; start + size <= sequence.length; start++) {
      let key = 0
      for (let offset = 0; offset < size; offset++) key = key * base + (sequence[start + offset] ?? 0)
      const slot = slotOf.get(key)
      if (slot === undefined) {
        slotOf.set(key, counts.length)
        counts.push(1)
        nextFree.push(start + size)
        firstStart.push(start)
      } else if (start >= (nextFree[slot] ?? 0)) {
        counts[slot] = (counts[slot] ?? 0) + 1
        nextFree[slot] = start + size
      }
    }
    for (let slot = 0; slot < counts.length; slot++) {
      const share = ((counts[slot] ?? 0) * size) / sequence.length
      if (share > best.share) best = { start: firstStart[slot] ?? 0, size, share }
    }
  }
  return { text: tokens.slice(best.start, best.start + best.size).join(" "), share: best.share }
}
