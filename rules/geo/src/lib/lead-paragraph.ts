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

/** Bylines and datelines: "By Jane Doe, Senior Editor", "Posted on April 21, 2015", "Dan Goodin - Apr 16, 2015 8:02 pm". */
const BYLINE =
  /^(?:by|posted|published|updated|written\s+by|autor|autorka|od|publikované|aktualizované|por|publicado|actualizado)\b|\b\d{1,2}:\d{2}\b|@[A-Za-z0-9_]{2,}/iu
const MAX_BYLINE_WORDS = 25

/** A short line naming the author or the date, not a paragraph of content. */
export const isByline = (block: TextBlock): boolean =>
  block.words <= MAX_BYLINE_WORDS && BYLINE.test(block.text)

export const isProse = (block: TextBlock): boolean =>
  PROSE_TAGS.has(block.tag) && block.words >= MIN_LEAD_WORDS && !isByline(block)

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

/** The text of the main content from the lead on, up to about `words` words: where a reader expects the topic. */
export const openingText = (sections: ReadonlyArray<Section>, lead: TextBlock, words: number): string => {
  const parts: string[] = []
  let count = 0
  let started = false
  for (const section of sections)
    for (const block of section.blocks) {
      started ||= block === lead
      if (!started || block.tag === "li") continue
      parts.push(block.text)
      count += block.words
      if (count >= words) return parts.join(" ")
    }
  return parts.join(" ")
}
