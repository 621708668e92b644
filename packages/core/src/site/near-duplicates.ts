import { signatureSimilarity } from "./text-fingerprint"

/** Two texts at least this similar (estimated Jaccard similarity of their word 5-shingles) are near duplicates. */
export const NEAR_DUPLICATE_SIMILARITY = 0.9
/**
 * LSH banding of a 128-position signature: 16 bands of 8 rows. Two texts share a band's bucket with
 * probability 1 − (1 − s⁸)¹⁶: over 0.999 at s = 0.9, about 0.06 at s = 0.5, so pairs far below the
 * threshold are rarely compared at all.
 */
export const LSH_BANDS = 16

/** A text to compare: an id and its MinHash signature. */
export interface Signed {
  readonly id: string
  readonly minhash: ReadonlyArray<number>
}

/** A confirmed pair: `a` before `b` in the input order, with their signature similarity. */
export interface NearDuplicatePair {
  readonly a: string
  readonly b: string
  readonly similarity: number
}

/**
 * The pairs of near-duplicate texts among `items`: candidates from LSH banding (never every pair),
 * each confirmed by signature similarity ≥ `threshold`. Within a group already joined (by confirmed
 * pairs) nothing is compared again, so a large cluster of similar pages costs about one comparison
 * per page; a pair is listed only where it joins two groups, so the pairs form a spanning forest of
 * the groups. Deterministic: the input order decides.
 */
export const nearDuplicatePairs = (
  items: ReadonlyArray<Signed>,
  threshold: number = NEAR_DUPLICATE_SIMILARITY,
): ReadonlyArray<NearDuplicatePair> => {
  const parent = items.map((_, index) => index)
  const find = (index: number): number => {
    let root = index
    while (parent[root] !== root) root = parent[root] as number
    while (parent[index] !== root) {
      const next = parent[index] as number
      parent[index] = root
      index = next
    }
    return root
  }
  const pairs: NearDuplicatePair[] = []
  for (let band = 0; band < LSH_BANDS; band++) {
    const buckets = new Map<string, number[]>()
    items.forEach((item, index) => {
      const rows = item.minhash.length / LSH_BANDS
      if (!Number.isInteger(rows) || rows === 0) return
      const key = item.minhash.slice(band * rows, (band + 1) * rows).join(",")
      const bucket = buckets.get(key)
      if (bucket === undefined) buckets.set(key, [index])
      else bucket.push(index)
    })
    for (const bucket of buckets.values()) {
      for (let later = 1; later < bucket.length; later++) {
        for (let earlier = 0; earlier < later; earlier++) {
          const a = bucket[earlier] as number
          const b = bucket[later] as number
          if (find(a) === find(b)) continue
          const similarity = signatureSimilarity((items[a] as Signed).minhash, (items[b] as Signed).minhash)
          if (similarity < threshold) continue
          parent[find(b)] = find(a)
          pairs.push({ a: (items[a] as Signed).id, b: (items[b] as Signed).id, similarity })
        }
      }
    }
  }
  return pairs
}
