/** A per-process seed of the pair hash: a page cannot be written to make its pairs collide. */
const SEED = (Math.random() * 2 ** 32) | 0

/**
 * Numbers pairs of signed 32-bit integers 0, 1, 2… in the order first seen, so counting phrases or
 * terms by number allocates nothing per position. Open addressing in typed arrays, kept at most half
 * full (it doubles when it would be fuller); the numbering, and any result built on it, does not
 * depend on the hash.
 */
export class PairNumbering {
  /** How many pairs have been numbered. */
  size = 0
  private firsts: Int32Array
  private seconds: Int32Array
  /** 0 for an empty entry, else the pair's number + 1. */
  private numbers: Int32Array
  private mask: number

  /** `expected`: about how many pairs will be numbered (a hint; the table grows past it). */
  constructor(expected: number) {
    let length = 16
    while (length < expected * 2) length *= 2
    this.firsts = new Int32Array(length)
    this.seconds = new Int32Array(length)
    this.numbers = new Int32Array(length)
    this.mask = length - 1
  }

  /** The pair's number, given it now when it is new. */
  numberOf(first: number, second: number): number {
    let entry = this.entryOf(first, second)
    for (;;) {
      const number = this.numbers[entry] as number
      if (number === 0) {
        if ((this.size + 1) * 2 > this.numbers.length) {
          this.grow()
          entry = this.freeEntryOf(first, second)
        }
        this.firsts[entry] = first
        this.seconds[entry] = second
        this.numbers[entry] = ++this.size
        return this.size - 1
      }
      if (this.firsts[entry] === first && this.seconds[entry] === second) return number - 1
      entry = (entry + 1) & this.mask
    }
  }

  /** The pair's number, or -1 when it has none yet. */
  numberFound(first: number, second: number): number {
    let entry = this.entryOf(first, second)
    for (;;) {
      const number = this.numbers[entry] as number
      if (number === 0) return -1
      if (this.firsts[entry] === first && this.seconds[entry] === second) return number - 1
      entry = (entry + 1) & this.mask
    }
  }

  private entryOf(first: number, second: number): number {
    let hash = Math.imul(first ^ SEED, 0x9e3779b1)
    hash = Math.imul(hash ^ (hash >>> 15) ^ second, 0x85ebca6b)
    return (hash ^ (hash >>> 13)) & this.mask
  }

  /** Where a pair that is not in the table goes. */
  private freeEntryOf(first: number, second: number): number {
    let entry = this.entryOf(first, second)
    while (this.numbers[entry] !== 0) entry = (entry + 1) & this.mask
    return entry
  }

  private grow(): void {
    const { firsts, seconds, numbers } = this
    this.firsts = new Int32Array(numbers.length * 2)
    this.seconds = new Int32Array(numbers.length * 2)
    this.numbers = new Int32Array(numbers.length * 2)
    this.mask = numbers.length * 2 - 1
    for (let old = 0; old < numbers.length; old++) {
      if (numbers[old] === 0) continue
      const entry = this.freeEntryOf(firsts[old] as number, seconds[old] as number)
      this.firsts[entry] = firsts[old] as number
      this.seconds[entry] = seconds[old] as number
      this.numbers[entry] = numbers[old] as number
    }
  }
}
