import type { Section, TextBlock } from "@svc/core"

/** Blocks that can carry a lead or an answer: paragraphs and text containers, not list items, captions or cells. */
const PROSE_TAGS = new Set([
  "p",
  "div",
  "section",
  "article",
  "main",
  "blockquote",
  "dd",
  "summary",
  "details",
  "body",
])
/** Shorter blocks are bylines, dates or labels, not a lead. */
export const MIN_LEAD_WORDS = 8

export const isProse = (block: TextBlock): boolean =>
  PROSE_TAGS.has(block.tag) && block.words >= MIN_LEAD_WORDS

/** The first paragraph of the main content within its first `withinWords` words, with the words before it. */
export const leadParagraph = (
  sections: ReadonlyArray<Section>,
  withinWords: number,
): { readonly block: TextBlock; readonly wordsBefore: number } | undefined => {
  let wordsBefore = 0
  for (const section of sections)
    for (const block of section.blocks) {
      if (wordsBefore > withinWords) return undefined
      if (isProse(block)) return { block, wordsBefore }
      wordsBefore += block.words
    }
  return undefined
}
