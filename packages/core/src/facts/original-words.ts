import type { ContentFacts, TextBlock } from "./page-facts"
import { repeatedIgnoringCase } from "./repeated-ignoring-case"

/** Shorter blocks ("Read more", "Share") repeat by design. */
const MIN_REPEATED_WORDS = 8
/** Text written without spaces (Chinese, Japanese) has few words per block: its length says it instead. */
const MIN_REPEATED_CHARACTERS = 40

/** A block long enough that saying it twice is repetition, not a repeated label. */
export const isPassage = (block: TextBlock): boolean =>
  block.words >= MIN_REPEATED_WORDS || block.text.length >= MIN_REPEATED_CHARACTERS

const countedMain = new WeakMap<ContentFacts, number>()
const countedTotal = new WeakMap<ContentFacts, number>()

/** `words` less every repeat of a passage among `blocks` (each passage counted once). */
const countedOnce = (words: number, blocks: ReadonlyArray<TextBlock>): number => {
  let original = words
  const passages = blocks.filter(isPassage)
  for (const { first, count } of repeatedIgnoringCase(passages, (block) => block.text))
    original -= first.words * (count - 1)
  return original
}

/**
 * The main content's words with every repeated passage (see `isPassage`; its text equal to another's,
 * ignoring case) counted once: a text pasted three times is no deeper than
 * the text, so the length rules read this instead of `wordCount.main`.
 */
export const originalMainWords = (content: ContentFacts): number => {
  let words = countedMain.get(content)
  if (words === undefined) {
    words = countedOnce(
      content.wordCount.main,
      content.blocks.filter((block) => block.inMain),
    )
    countedMain.set(content, words)
  }
  return words
}

/** The page's words with every repeated passage counted once, as `originalMainWords` counts the main ones. */
export const originalTotalWords = (content: ContentFacts): number => {
  let words = countedTotal.get(content)
  if (words === undefined) {
    words = countedOnce(content.wordCount.total, content.blocks)
    countedTotal.set(content, words)
  }
  return words
}
