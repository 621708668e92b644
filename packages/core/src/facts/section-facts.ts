import type { Section, SectionHeading } from "./ai-readiness-facts"
import type { Extractor } from "./extraction"
import type { TextBlock } from "./page-facts"
import { inMainRegion, scannedPage } from "./scan-memo"
import { isQuestion } from "./text-patterns"

/** `h1` … `h6`, read from the tag's characters (a regex run per element costs more than the rest of the pass). */
export const isHeadingTag = (tag: string): boolean => {
  if (tag.length !== 2 || tag.charCodeAt(0) !== 104) return false
  const level = tag.charCodeAt(1)
  return level >= 49 && level <= 54
}

interface OpenSection {
  heading: SectionHeading | null
  blocks: TextBlock[]
  words: number
  listItems: number
  tables: number
}

/**
 * The main content cut into sections at its visible headings, in one pass over the elements and the
 * text blocks (both in document order).
 */
export const extractSections: Extractor<"sections"> = (context) => {
  const page = scannedPage(context)
  const { elements, blocks, headings } = page.scan
  const headingText = new Map(headings.map(({ element, text }) => [element.index, text]))
  const sections: OpenSection[] = []
  let current: OpenSection = { heading: null, blocks: [], words: 0, listItems: 0, tables: 0 }
  let nextBlock = 0
  const takeBlocksBefore = (index: number) => {
    for (; nextBlock < blocks.length; nextBlock++) {
      const block = blocks[nextBlock]
      if (block === undefined || block.element.index >= index) return
      if (isHeadingTag(block.element.tag) || !inMainRegion(page, block.element.index)) continue
      current.blocks.push({
        tag: block.element.tag,
        text: block.text,
        words: block.words,
        inMain: true,
        location: block.element.location,
      })
      current.words += block.words
    }
  }
  for (const element of elements) {
    if (element.hidden || element.invisible || element.foreign) continue
    const isHeading = isHeadingTag(element.tag)
    if (!isHeading && element.tag !== "li" && element.tag !== "table") continue
    if (!inMainRegion(page, element.index)) continue
    takeBlocksBefore(element.index)
    if (element.tag === "li") current.listItems++
    else if (element.tag === "table") current.tables++
    else {
      const text = headingText.get(element.index) ?? ""
      if (text === "") continue
      if (current.heading !== null || current.blocks.length > 0 || current.listItems > 0)
        sections.push(current)
      current = {
        heading: {
          level: Number(element.tag.slice(1)) as SectionHeading["level"],
          text,
          location: element.location,
          question: isQuestion(text),
        },
        blocks: [],
        words: 0,
        listItems: 0,
        tables: 0,
      }
    }
  }
  takeBlocksBefore(Number.POSITIVE_INFINITY)
  if (current.heading !== null || current.blocks.length > 0 || current.listItems > 0) sections.push(current)
  return sections satisfies ReadonlyArray<Section>
}
