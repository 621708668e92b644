import type { ContentFacts } from "./page-facts"
import { laterRepeatsIgnoringCase } from "./repeated-ignoring-case"

/** What repetition is judged on: a block's text and its words. */
interface Said {
  readonly text: string
  readonly words: number
}

/** Shorter blocks ("Read more", "Share") repeat by design. */
const MIN_REPEATED_WORDS = 8
/** Text written without spaces (Chinese, Japanese) has few words per block: its length says it instead. */
const MIN_REPEATED_CHARACTERS = 40

/** A block long enough that saying it twice is repetition, not a repeated label. */
export const isPassage = (block: Said): boolean =>
  block.words >= MIN_REPEATED_WORDS || block.text.length >= MIN_REPEATED_CHARACTERS

/**
 * 1 for every block that says again what was said: a passage (see `isPassage`) an earlier block said,
 * ignoring case, or a block of any length saying what the block right before it said (a byline or a
 * caption twice in a row is one said twice, not two). Shorter blocks apart ("Read more", "Share")
 * repeat by design and count each time. `inARow`: the blocks' `saidInARow`, when the caller has it.
 */
export const saidAgain = (
  blocks: ReadonlyArray<Said>,
  inARow: Uint8Array = saidInARow(blocks),
): Uint8Array => {
  const again = Uint8Array.from(inARow)
  const passages = blocks.flatMap((block, index) => (isPassage(block) ? [index] : []))
  const repeats = laterRepeatsIgnoringCase(passages, (index) => (blocks[index] as Said).text)
  passages.forEach((index, at) => {
    if (repeats[at] === 1) again[index] = 1
  })
  return again
}

/** 1 for every block of any length saying what the block right before it said, ignoring case. */
export const saidInARow = (blocks: ReadonlyArray<Said>): Uint8Array => {
  const again = new Uint8Array(blocks.length)
  for (let index = 1; index < blocks.length; index++) {
    const { text } = blocks[index] as Said
    if (text !== "" && sameIgnoringCase(text, (blocks[index - 1] as Said).text)) again[index] = 1
  }
  return again
}

const sameIgnoringCase = (a: string, b: string): boolean =>
  a === b || (a.length === b.length && a.toLowerCase() === b.toLowerCase())

const COMMA = "[\u002C\u060C\uFE50\uFE10\uFE11\u2E41\u2E34\u2E32\uFF0C]"
const COMMAS = new RegExp(COMMA, "g")
const HAS_COMMA = new RegExp(COMMA)

/** The parts the commas of a text separate, spaces folded and lower-cased, empty ones left out. */
const commaParts = (text: string): string[] =>
  text
    .split(COMMAS)
    .map((part) => part.replace(/\s+/g, " ").trim().toLowerCase())
    .filter((part) => part !== "")

/** How many different parts the commas of a text separate (at least 1): "cheap bread, cheap bread" is one. */
export const distinctParts = (text: string): number => Math.max(1, new Set(commaParts(text)).size)

/**
 * A block's words less those of the parts between its commas that it says again: "cheap bread, cheap
 * bread, …" sixty times is two words said once, not a paragraph of 120 (in proportion to the characters,
 * so that it holds for text written without spaces too).
 */
const wordsSaidOnce = (block: Said): number => {
  if (!HAS_COMMA.test(block.text)) return block.words
  const seen = new Set<string>()
  let all = 0
  let distinct = 0
  for (const part of commaParts(block.text)) {
    all += part.length
    if (seen.has(part)) continue
    seen.add(part)
    distinct += part.length
  }
  return distinct === all ? block.words : Math.round((block.words * distinct) / all)
}

const mainMarks = new WeakMap<ContentFacts, { blocks: ReadonlyArray<Said>; again: Uint8Array }>()

/** The main blocks and which of them are said again, worked out once per page for words and text. */
const mainSaidAgain = (content: ContentFacts) => {
  let marks = mainMarks.get(content)
  if (marks === undefined) {
    const blocks = content.blocks.filter((block) => block.inMain)
    marks = { blocks, again: saidAgain(blocks) }
    mainMarks.set(content, marks)
  }
  return marks
}

const countedMain = new WeakMap<ContentFacts, number>()
const countedTotal = new WeakMap<ContentFacts, number>()

/** `words` less the words of every block said again (see `saidAgain`) and of the parts a block says again. */
const countedOnce = (words: number, blocks: ReadonlyArray<Said>, again = saidAgain(blocks)): number => {
  let original = words
  blocks.forEach((block, index) => {
    original -= again[index] === 1 ? block.words : block.words - wordsSaidOnce(block)
  })
  return original
}

/**
 * The main content's words with what is said again counted once (a block said again, see `saidAgain`; a
 * part between commas a block says again, see `wordsSaidOnce`): a text pasted three times, or a phrase
 * said sixty times, is no deeper than the text said once, so the length rules read this instead of
 * `wordCount.main`.
 */
export const originalMainWords = (content: ContentFacts): number => {
  let words = countedMain.get(content)
  if (words === undefined) {
    const { blocks, again } = mainSaidAgain(content)
    words = countedOnce(content.wordCount.main, blocks, again)
    countedMain.set(content, words)
  }
  return words
}

/** The page's words with what is said again counted once, as `originalMainWords` counts the main ones. */
export const originalTotalWords = (content: ContentFacts): number => {
  let words = countedTotal.get(content)
  if (words === undefined) {
    words = countedOnce(content.wordCount.total, content.blocks)
    countedTotal.set(content, words)
  }
  return words
}

const textOnce = new WeakMap<ContentFacts, string>()

/**
 * The main text as `content.mainText` joins it, without the blocks said again (see `saidAgain`): what
 * the shares of its terms are measured on, which a text said three times does not change.
 */
export const mainTextSaidOnce = (content: ContentFacts): string => {
  let text = textOnce.get(content)
  if (text === undefined) {
    const { blocks, again } = mainSaidAgain(content)
    text = again.includes(1)
      ? blocks
          .filter((_, index) => again[index] !== 1)
          .map((block) => block.text)
          .join("\n\n")
      : content.mainText
    textOnce.set(content, text)
  }
  return text
}
