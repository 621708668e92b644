/**
 * Fingerprints of a page's main text for the cross-page checks: an exact hash (equal text, equal hash)
 * and a MinHash signature, whose share of equal positions estimates the Jaccard similarity of two
 * texts' word 5-shingles. Deterministic (fixed seeds), pure, no Node: the same text gives the same
 * fingerprint in every process, so fingerprints stored by one crawl worker compare with another's.
 */

/** Positions of a MinHash signature: 128 gives a similarity estimate within about ±0.09 (2σ). */
export const MINHASH_PERMUTATIONS = 128

/** Words per shingle. */
export const SHINGLE_WORDS = 5

/** The text as compared: Unicode-normalised (NFKC), lower-cased, words of letters and digits joined by single spaces. */
export const normalisedText = (text: string): string =>
  (
    text
      .normalize("NFKC")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).join(" ")

/** MurmurHash3's 32-bit finaliser: a fast bijective mix of 32 bits. */
const mix32 = (value: number): number => {
  let h = value >>> 0
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b)
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
  return (h ^ (h >>> 16)) >>> 0
}

/** A seeded 32-bit hash of a string's UTF-16 code units (MurmurHash3-style: multiply, rotate, mix). */
export const hash32 = (text: string, seed: number): number => {
  let h = seed >>> 0
  for (let index = 0; index < text.length; index++) {
    let k = Math.imul(text.charCodeAt(index), 0xcc9e2d51)
    k = Math.imul((k << 15) | (k >>> 17), 0x1b873593)
    h ^= k
    h = (Math.imul((h << 13) | (h >>> 19), 5) + 0xe6546b64) >>> 0
  }
  return mix32(h ^ text.length)
}

const hex8 = (value: number): string => value.toString(16).padStart(8, "0")

/** 64 bits (two seeded 32-bit hashes) of the normalised text, as 16 hex digits: collisions are negligible at a crawl's size. */
export const textHash = (normalised: string): string =>
  `${hex8(hash32(normalised, 0x9747b28c))}${hex8(hash32(normalised, 0x5bd1e995))}`

/** One seed per permutation, drawn once from a fixed-seed generator (mulberry32). */
const PERMUTATION_SEEDS: ReadonlyArray<number> = (() => {
  let state = 0x2545f491
  return Array.from({ length: MINHASH_PERMUTATIONS }, () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return (t ^ (t >>> 14)) >>> 0
  })
})()

/** The distinct hashes of a text's word 5-shingles (a text of fewer words is one shingle). */
const shingleHashes = (words: ReadonlyArray<string>): ReadonlySet<number> => {
  const hashes = new Set<number>()
  const last = Math.max(0, words.length - SHINGLE_WORDS)
  for (let start = 0; start <= last; start++)
    hashes.add(hash32(words.slice(start, start + SHINGLE_WORDS).join(" "), 0))
  return hashes
}

/**
 * The MinHash signature of a normalised text: for each permutation (a seeded mix of the shingle
 * hash), the least value over the text's shingles. Empty text gives an empty signature.
 */
export const minhashSignature = (normalised: string): ReadonlyArray<number> => {
  const words = normalised === "" ? [] : normalised.split(" ")
  if (words.length === 0) return []
  const signature = new Array<number>(MINHASH_PERMUTATIONS).fill(0xffffffff)
  for (const shingle of shingleHashes(words)) {
    for (let permutation = 0; permutation < MINHASH_PERMUTATIONS; permutation++) {
      const value = mix32(shingle ^ (PERMUTATION_SEEDS[permutation] as number))
      if (value < (signature[permutation] as number)) signature[permutation] = value
    }
  }
  return signature
}

/** The share of positions two signatures agree on: the estimated Jaccard similarity of their shingles (0 when either is empty or they differ in length). */
export const signatureSimilarity = (a: ReadonlyArray<number>, b: ReadonlyArray<number>): number => {
  if (a.length === 0 || a.length !== b.length) return 0
  let equal = 0
  for (let index = 0; index < a.length; index++) if (a[index] === b[index]) equal++
  return equal / a.length
}

/** The fingerprint a `CrawledPage` keeps of a main text; null when it has no words. */
export const textFingerprint = (
  text: string,
): { readonly hash: string; readonly minhash: ReadonlyArray<number>; readonly words: number } | null => {
  const normalised = normalisedText(text)
  if (normalised === "") return null
  return {
    hash: textHash(normalised),
    minhash: minhashSignature(normalised),
    words: normalised.split(" ").length,
  }
}
