import type { DocumentScan, ElementRecord } from "./dom-scan"
import type { Extractor } from "./extraction"
import type { Byline, TextBlock } from "./page-facts"
import { inMainRegion, scannedPage } from "./scan-memo"

const BYLINE_NAME = /byline|author|writtenby|p-author/i
const MAX_BYLINE_CHARACTERS = 200
const MAX_BYLINES = 5
const MAX_CLIMB = 10

export const extractContent: Extractor<"content"> = (context) => {
  const page = scannedPage(context)
  const blocks = page.scan.blocks.map(
    ({ element, text, words }): TextBlock => ({
      tag: element.tag,
      text,
      words,
      inMain: inMainRegion(page, element.index),
      location: element.location,
    }),
  )
  const main = blocks.filter((block) => block.inMain)
  return {
    blocks,
    mainRegion: page.main.description,
    mainText: main.map((block) => block.text).join("\n\n"),
    wordCount: {
      main: main.reduce((sum, block) => sum + block.words, 0),
      total: blocks.reduce((sum, block) => sum + block.words, 0),
    },
    bylines: findBylines(page.scan),
  }
}

/** How an element marks an author: `rel=author`, `itemprop=author`, or a byline-like class or id. */
const bylineSource = (element: ElementRecord): string | null => {
  const { attributes } = element
  if (/\bauthor\b/i.test(attributes.rel ?? "")) return 'rel="author"'
  if (/\bauthor\b/i.test(attributes.itemprop ?? "")) return 'itemprop="author"'
  if (BYLINE_NAME.test(attributes.class ?? "")) return `class="${attributes.class?.trim()}"`
  if (BYLINE_NAME.test(attributes.id ?? "")) return `id="${attributes.id?.trim()}"`
  return null
}

/** Visible author bylines, outermost first; the text is the element's own block or the block around it. */
const findBylines = (scan: DocumentScan): Byline[] => {
  const blockText = new Map<number, string>()
  for (const block of scan.blocks) blockText.set(block.element.index, block.text)
  const anchorText = new Map<number, string>()
  const bylines: Byline[] = []
  let coveredUntil = -1
  for (const element of scan.elements) {
    if (bylines.length >= MAX_BYLINES) break
    if (element.index <= coveredUntil || element.hidden || element.invisible || element.inHead) continue
    const source = bylineSource(element)
    if (source === null) continue
    if (element.tag === "a" && anchorText.size === 0)
      for (const anchor of scan.anchors) anchorText.set(anchor.element.index, anchor.text)
    const text =
      (element.tag === "a" ? anchorText.get(element.index) : undefined) ??
      textAround(scan, element, blockText)
    if (text === "" || text.length > MAX_BYLINE_CHARACTERS) continue
    bylines.push({ text, source, location: element.location })
    coveredUntil = element.end
  }
  return bylines
}

const textAround = (
  scan: DocumentScan,
  element: ElementRecord,
  blockText: ReadonlyMap<number, string>,
): string => {
  const own = blockText.get(element.index)
  if (own !== undefined) return own
  const inside: string[] = []
  for (let index = element.index + 1; index <= element.end && inside.length < 3; index++) {
    const text = blockText.get(index)
    if (text !== undefined) inside.push(text)
  }
  if (inside.length > 0) return inside.join(" ")
  let ancestor = scan.elements[element.parent]
  for (let step = 0; ancestor !== undefined && step < MAX_CLIMB; step++) {
    const text = blockText.get(ancestor.index)
    if (text !== undefined) return text
    ancestor = scan.elements[ancestor.parent]
  }
  return ""
}
