import { AUTHOR_TOKEN } from "./content-signals"
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
  const blocks: TextBlock[] = []
  const mainTexts: string[] = []
  let mainWords = 0
  let totalWords = 0
  for (const { element, text, words } of page.scan.blocks) {
    const inMain = inMainRegion(page, element.index)
    blocks.push({ tag: element.tag, text, words, inMain, location: element.location })
    totalWords += words
    if (inMain) {
      mainTexts.push(text)
      mainWords += words
    }
  }
  return {
    blocks,
    mainRegion: page.main.description,
    mainText: mainTexts.join("\n\n"),
    wordCount: { main: mainWords, total: totalWords },
    bylines: findBylines(page.scan),
  }
}

/** How an element marks an author: `rel=author`, `itemprop=author`, or a byline-like class or id. */
const bylineSource = ({ attributes }: ElementRecord): string | null => {
  const { rel, itemprop, class: className, id } = attributes
  if (rel !== undefined && AUTHOR_TOKEN.test(rel)) return 'rel="author"'
  if (itemprop !== undefined && AUTHOR_TOKEN.test(itemprop)) return 'itemprop="author"'
  if (className !== undefined && BYLINE_NAME.test(className)) return `class="${className.trim()}"`
  if (id !== undefined && BYLINE_NAME.test(id)) return `id="${id.trim()}"`
  return null
}

/** Visible author bylines, outermost first; the text is the element's own block or the block around it. */
const findBylines = (scan: DocumentScan): Byline[] => {
  // Built when the first byline-like element is found: most pages have none.
  let blockText: Map<number, string> | undefined
  let anchorText: Map<number, string> | undefined
  const bylines: Byline[] = []
  let coveredUntil = -1
  for (const element of scan.elements) {
    if (bylines.length >= MAX_BYLINES) break
    if (element.index <= coveredUntil || element.hidden || element.invisible || element.inHead) continue
    const source = bylineSource(element)
    if (source === null) continue
    if (element.tag === "a" && anchorText === undefined)
      anchorText = new Map(scan.anchors.map((anchor) => [anchor.element.index, anchor.text]))
    blockText ??= new Map(scan.blocks.map((block) => [block.element.index, block.text]))
    const text =
      (element.tag === "a" ? anchorText?.get(element.index) : undefined) ??
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
