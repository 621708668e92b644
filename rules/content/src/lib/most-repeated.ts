import { PairNumbering } from "@svc/core"
import { TokenIds } from "./token-ids"

export interface Term {
  readonly text: string
  readonly share: number
  /** How many tokens were counted: the first `limit` tokens that passed the filter. */
  readonly tokens: number
}

/** A term found so far: where it first starts, its size in words, and its count × size. */
interface Best {
  start: number
  size: number
  score: number
}

const everyToken = (_token: string): boolean => true

/** The longest term `mostRepeated` counts, in words. */
const MAX_TERM_WORDS = 3

/**
 * Whether `mostRepeated` over the same tokens could find a term taking more than `share` of them: a term
 * repeats no more often than its first word, so its share is at most its size times that word's share.
 * A cheap bound (one count of words) that lets a caller skip the full count where it cannot matter.
 */
export const mayTakeMoreThan = (
  tokens: ReadonlyArray<string>,
  share: number,
  counted: (token: string) => boolean = everyToken,
  limit = tokens.length,
): boolean => {
  const counts = new Map<string, number>()
  let length = 0
  let most = 0
  for (let index = 0; index < Math.min(limit, tokens.length); index++) {
    const token = tokens[index] as string
    if (!counted(token)) continue
    length++
    const count = (counts.get(token) ?? 0) + 1
    counts.set(token, count)
    if (count > most) most = count
  }
  return length > 0 && (MAX_TERM_WORDS * most) / length > share
}

/**
 * The most repeated term of 1 to 3 words among the first `limit` tokens that `counted` accepts (taken as
 * one sequence), and the share of those tokens its repetitions take. Overlapping repetitions count once
 * ("bread bread bread" holds "bread bread" once), so a share never exceeds 1. Ties go to the shorter
 * term, then to the one seen first.
 *
 * Terms are counted by number, not by joined text: each distinct token gets an id (and is filtered once),
 * and a term of size n gets the number of the pair (number of its first n − 1 words, id of its last word),
 * found in a table of typed arrays, so counting allocates nothing per position.
 *
 * A term repeats no more often than its first word, nor than its first two words (counted without
 * overlaps), so longer terms are counted only where that bound could still beat the best term so far:
 * on ordinary text a few frequent words start every candidate.
 */
export const mostRepeated = (
  tokens: ReadonlyArray<string>,
  counted: (token: string) => boolean = everyToken,
  limit = tokens.length,
): Term => {
  const scanned = Math.min(limit, tokens.length)
  const ids = new TokenIds()
  const words: string[] = []
  const isCounted: boolean[] = []
  const sequence = new Int32Array(scanned)
  const occurrences = new Int32Array(scanned)
  const firstSeen = new Int32Array(scanned)
  let length = 0
  for (let index = 0; index < scanned; index++) {
    const token = tokens[index] as string
    const id = ids.idOf(token)
    if (id === words.length) {
      words.push(token)
      isCounted.push(counted(token))
      firstSeen[id] = length
    }
    if (!isCounted[id]) continue
    sequence[length++] = id
    occurrences[id] = (occurrences[id] as number) + 1
  }
  const best: Best = { start: 0, size: 0, score: 0 }
  for (let id = 0; id < ids.size; id++) {
    if ((occurrences[id] as number) > best.score) {
      best.score = occurrences[id] as number
      best.start = firstSeen[id] as number
      best.size = 1
    }
  }

  // Two-word terms whose first word could start a winning term of two or three words.
  const startsCandidates = new Uint8Array(ids.size)
  let candidates = 0
  for (let id = 0; id < ids.size; id++)
    if (3 * (occurrences[id] as number) > best.score) {
      startsCandidates[id] = 1
      candidates += occurrences[id] as number
    }
  const pairAt = new Int32Array(Math.max(0, length - 1)).fill(-1)
  const pairs = new PairNumbering(candidates)
  const pairCounts = new Counts(candidates)
  for (let start = 0; start < length - 1; start++) {
    if (startsCandidates[sequence[start] as number] === 0) continue
    const pair = pairs.numberOf(sequence[start] as number, sequence[start + 1] as number)
    pairAt[start] = pair
    pairCounts.add(pair, start, 2)
  }
  pairCounts.offer(pairs.size, 2, best)

  // Three-word terms whose first two words could start a winning one.
  const scoreOfTwo = best.score
  let tripleCandidates = 0
  for (let start = 0; start < length - 2; start++) {
    const pair = pairAt[start] as number
    if (pair >= 0 && 3 * pairCounts.count(pair) > scoreOfTwo) tripleCandidates++
  }
  if (tripleCandidates > 0) {
    const triples = new PairNumbering(tripleCandidates)
    const tripleCounts = new Counts(tripleCandidates)
    for (let start = 0; start < length - 2; start++) {
      const pair = pairAt[start] as number
      if (pair < 0 || 3 * pairCounts.count(pair) <= scoreOfTwo) continue
      tripleCounts.add(triples.numberOf(pair, sequence[start + 2] as number), start, 3)
    }
    tripleCounts.offer(triples.size, 3, best)
  }
  const text = Array.from(
    sequence.subarray(best.start, best.start + best.size),
    (id) => words[id] as string,
  ).join(" ")
  return { text, share: length === 0 ? 0 : best.score / length, tokens: length }
}

/** Non-overlapping repetitions of numbered terms of one size, with where each first starts. */
class Counts {
  private readonly counts: Int32Array
  private readonly nextFree: Int32Array
  private readonly firstStart: Int32Array

  constructor(terms: number) {
    this.counts = new Int32Array(terms)
    this.nextFree = new Int32Array(terms)
    this.firstStart = new Int32Array(terms)
  }

  count(term: number): number {
    return this.counts[term] as number
  }

  /** Counts an occurrence at `start` unless it overlaps the last one counted. */
  add(term: number, start: number, size: number): void {
    const count = this.counts[term] as number
    if (count === 0) {
      this.counts[term] = 1
      this.nextFree[term] = start + size
      this.firstStart[term] = start
    } else if (start >= (this.nextFree[term] as number)) {
      this.counts[term] = count + 1
      this.nextFree[term] = start + size
    }
  }

  /** Makes the first-numbered term that beats `best` (strictly) the best. */
  offer(terms: number, size: number, best: Best): void {
    for (let term = 0; term < terms; term++) {
      const score = (this.counts[term] as number) * size
      if (score > best.score) {
        best.score = score
        best.start = this.firstStart[term] as number
        best.size = size
      }
    }
  }
}
