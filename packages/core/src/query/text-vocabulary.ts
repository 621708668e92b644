import { fold } from "./normalize"
import { stem } from "./stem"
import { stopWords } from "./stop-words"

/** A word as written (lower-cased) and its topic stem; `stem` is null for stop words. */
export interface Word {
  readonly surface: string
  readonly stem: string | null
}

/**
 * Every word analysed so far, in every audit of this process (folding and stemming a word is the costly
 * part, and pages share most of their vocabulary), found by a hash of its lower-cased units computed
 * during the scan and compared by those units: a word already known costs no string. Bounded in entries,
 * in word length and in probes (crafted collisions cost at most `MAX_PROBES` comparisons a word); emptied
 * when full, between texts.
 */
const MAX_KNOWN_WORDS = 1 << 16
/** The longest word kept, in UTF-16 units. */
export const MAX_KNOWN_LENGTH = 48
const MAX_PROBES = 16
const SLOT_MASK = MAX_KNOWN_WORDS * 2 - 1
let knownWords: Word[] = []
/** Open addressing at most half full: 0 is an empty slot, else 1 + an index into `knownWords`. */
let knownSlots = new Int32Array(MAX_KNOWN_WORDS * 2)
/** The known words' lower-cased units one after another: word `index` has `unitCounts[index]` from `unitStarts[index]`. */
let knownUnits = new Uint16Array(MAX_KNOWN_WORDS * 8)
let knownUnitCount = 0
let unitStarts = new Int32Array(MAX_KNOWN_WORDS)
let unitCounts = new Uint8Array(MAX_KNOWN_WORDS)
/** Per known word: the stamp of the vocabulary that numbered it last, and its number there. */
let numberedBy = new Int32Array(MAX_KNOWN_WORDS)
let numberIn = new Int32Array(MAX_KNOWN_WORDS)
let lastStamp = 0

const forgetKnownWords = (): void => {
  knownWords = []
  knownSlots = new Int32Array(MAX_KNOWN_WORDS * 2)
  knownUnits = new Uint16Array(MAX_KNOWN_WORDS * 8)
  knownUnitCount = 0
  unitStarts = new Int32Array(MAX_KNOWN_WORDS)
  unitCounts = new Uint8Array(MAX_KNOWN_WORDS)
  numberedBy = new Int32Array(MAX_KNOWN_WORDS)
  numberIn = new Int32Array(MAX_KNOWN_WORDS)
  lastStamp = 0
}

/**
 * The distinct words of one text, numbered 0, 1, 2… in the order first seen. A known word is numbered
 * through typed arrays, so a repeated word costs no lookup by string. One text at a time: numbering a
 * second text starts a new vocabulary, after which the first must not be asked for more numbers.
 */
export class TextVocabulary {
  readonly words: Word[] = []
  private readonly stamp: number
  /** Words the process-wide table does not keep (too long, or the table is full), by surface. */
  private unkept: Map<string, number> | undefined

  constructor() {
    if (knownWords.length >= MAX_KNOWN_WORDS || lastStamp === 0x7fffffff) forgetKnownWords()
    this.stamp = ++lastStamp
  }

  /**
   * The number of the word of `length` (at most `MAX_KNOWN_LENGTH`) lower-cased units `units[0…length)`,
   * which hash to `hash`.
   */
  numberOf(units: Uint16Array, length: number, hash: number): number {
    const known = knownWordOf(units, length, hash)
    if (known < 0) return this.numberOfSurface(String.fromCharCode(...units.subarray(0, length)))
    if (numberedBy[known] !== this.stamp) {
      numberedBy[known] = this.stamp
      numberIn[known] = this.words.length
      this.words.push(knownWords[known] as Word)
    }
    return numberIn[known] as number
  }

  /** The number of a word by its lower-cased surface, for words the process-wide table does not keep. */
  numberOfSurface(surface: string): number {
    this.unkept ??= new Map()
    let number = this.unkept.get(surface)
    if (number === undefined) {
      number = this.words.length
      this.words.push(analysedWord(surface))
      this.unkept.set(surface, number)
    }
    return number
  }
}

const analysedWord = (surface: string): Word => {
  const folded = fold(surface)
  return { surface, stem: stopWords.has(folded) ? null : stem(folded) }
}

/** The index in `knownWords` of the word, analysed and kept now if it is new; -1 when it cannot be kept. */
const knownWordOf = (units: Uint16Array, length: number, hash: number): number => {
  let slot = hash & SLOT_MASK
  for (let probe = 0; probe < MAX_PROBES; probe++) {
    const entry = knownSlots[slot] as number
    if (entry === 0) return knownWords.length < MAX_KNOWN_WORDS ? keep(units, length, slot) : -1
    if (spells(entry - 1, units, length)) return entry - 1
    slot = (slot + 1) & SLOT_MASK
  }
  return -1
}

const spells = (known: number, units: Uint16Array, length: number): boolean => {
  if (unitCounts[known] !== length) return false
  const start = unitStarts[known] as number
  for (let unit = 0; unit < length; unit++) if (knownUnits[start + unit] !== units[unit]) return false
  return true
}

const keep = (units: Uint16Array, length: number, slot: number): number => {
  if (knownUnitCount + length > knownUnits.length) {
    const grown = new Uint16Array(knownUnits.length * 2)
    grown.set(knownUnits)
    knownUnits = grown
  }
  const known = knownWords.length
  knownUnits.set(units.subarray(0, length), knownUnitCount)
  unitStarts[known] = knownUnitCount
  unitCounts[known] = length
  knownUnitCount += length
  // Built afresh from the units: the process keeps it, and a slice of a text would keep the whole text.
  knownWords.push(analysedWord(String.fromCharCode(...units.subarray(0, length))))
  knownSlots[slot] = known + 1
  return known
}
