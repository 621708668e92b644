import { expressions } from "franc/expressions.js"

/**
 * franc's writing scripts, in franc's order (which decides ties), each with the expression franc counts
 * its characters by.
 */
export const writingScripts: ReadonlyArray<string> = Object.keys(expressions)
const anchoredExpressions = Object.values(expressions).map((expression) => new RegExp(expression, "y"))

// A script set per code unit is a bit mask, with one more bit for "already worked out".
const KNOWN = 2 ** 31
if (writingScripts.length >= 31) throw new Error("franc has more writing scripts than a bit mask holds")

/** The scripts whose expression, tried at the start of `text`, matches exactly `length` code units. */
const scriptsMatching = (text: string, length: number): number => {
  let mask = 0
  for (const [index, expression] of anchoredExpressions.entries()) {
    expression.lastIndex = 0
    if (expression.exec(text)?.[0].length === length) mask |= 1 << index
  }
  return mask | KNOWN
}

// Worked out on first sight: a page uses a few dozen distinct characters, and matching one against every
// expression once is cheaper than matching every expression against the whole text, as franc does.
let unitMasks: Uint32Array | undefined
const pairMasks: Array<Uint32Array | undefined> = []

const isHighSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdbff
const isLowSurrogate = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff

/** The scripts that match this one code unit. */
const unitScripts = (unit: number): number => {
  unitMasks ??= new Uint32Array(0x1_0000)
  let mask = unitMasks[unit] ?? 0
  if (mask === 0) {
    mask = scriptsMatching(String.fromCharCode(unit), 1)
    unitMasks[unit] = mask
  }
  return mask
}

/** The scripts that match this surrogate pair as one character. */
const pairScripts = (high: number, low: number): number => {
  let masks = pairMasks[high - 0xd800]
  if (masks === undefined) {
    masks = new Uint32Array(0x400)
    pairMasks[high - 0xd800] = masks
  }
  let mask = masks[low - 0xdc00] ?? 0
  if (mask === 0) {
    mask = scriptsMatching(String.fromCharCode(high, low), 2)
    masks[low - 0xdc00] = mask
  }
  return mask
}

const countScripts = (counts: Int32Array, mask: number) => {
  let rest = mask & ~KNOWN
  while (rest !== 0) {
    const lowest = rest & -rest
    const index = 31 - Math.clz32(lowest)
    counts[index] = (counts[index] ?? 0) + 1
    rest ^= lowest
  }
}

/**
 * How many times each of franc's script expressions matches `text` (`text.match(expression).length`,
 * per script in `writingScripts` order), from one pass over the code units.
 *
 * Holds because every alternative of franc's expressions matches one code unit or one surrogate pair
 * and looks at nothing around it: a global match then counts each matching unit, and each matching pair
 * once (its low surrogate is skipped).
 */
export const scriptMatchCounts = (text: string): Int32Array => {
  const counts = new Int32Array(writingScripts.length)
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index)
    const next = isHighSurrogate(unit) ? text.charCodeAt(index + 1) : Number.NaN
    if (isLowSurrogate(next)) {
      const asPair = pairScripts(unit, next) & ~KNOWN
      countScripts(counts, asPair | (unitScripts(unit) & ~asPair))
      countScripts(counts, unitScripts(next) & ~asPair)
      index++
    } else {
      countScripts(counts, unitScripts(unit))
    }
  }
  return counts
}

/** franc's choice of script: the one with the most matches, the first in franc's order on a tie. */
export const topWritingScript = (text: string): { readonly script: string; readonly matches: number } => {
  const counts = scriptMatchCounts(text)
  let top = 0
  for (let index = 1; index < counts.length; index++)
    if ((counts[index] ?? 0) > (counts[top] ?? 0)) top = index
  return { script: writingScripts[top] ?? "", matches: counts[top] ?? 0 }
}
