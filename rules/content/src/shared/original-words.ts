import type { ContentFacts, TextBlock } from "@svc/core"
import { repeatedIgnoringCase } from "./repeated-ignoring-case"

/** Shorter blocks ("Read more", "Share") repeat by design. */
const MIN_REPEATED_WORDS = 8
/** Text written without spaces (Chinese, Japanese) has few words per block: its length says it instead. */
const MIN_REPEATED_CHARACTERS = 40

/** A block long enough that saying it twice is repetition, not a repeated label. */
export const isPassage = (block: TextBlock): boolean =>
  block.words >= MIN_REPEATED_WORDS || block.text.length >= MIN_REPEATED_CHARACTERS

const counted = new WeakMap<ContentFacts, number>()

/**
 * The main content's words with every repeated passage (see `isPassage`; its text equal to another's,
 * ignoring case) counted once: a text pasted three times is no deeper than
 * the text, so the length rules read this instead of `wordCount.main`.
 */
export const originalMainWords = (content: ContentFacts): number => {
  let words = counted.get(content)
  if (words === undefined) {
    words = content.wordCount.main
    const passages = content.blocks.filter((block) => block.inMain && isPassage(block))
    for (const { first, count } of repeatedIgnoringCase(passages, (block) => block.text))
      words -= first.words * (count - 1)
    counted.set(content, words)
  }
  return words
}
