import type { NosnippetFacts } from "./ai-readiness-facts"
import type { ElementRecord } from "./dom-scan"
import type { Extractor } from "./extraction"
import { inMainRegion, scannedPage } from "./scan-memo"

/** `data-nosnippet` regions and the words inside them: one sweep over disjoint regions and the blocks. */
export const extractNosnippet: Extractor<"nosnippet"> = (context) => {
  const page = scannedPage(context)
  const { elements, blocks } = page.scan
  const outermost: ElementRecord[] = []
  for (const element of elements) {
    if (!("data-nosnippet" in element.attributes) || element.foreign) continue
    const last = outermost[outermost.length - 1]
    if (last === undefined || element.index > last.end) outermost.push(element)
  }
  const wordsIn = new Map<number, number>()
  let mainWords = 0
  let mainContentWords = 0
  let region = 0
  for (const block of blocks) {
    const index = block.element.index
    const inMain = inMainRegion(page, index)
    if (inMain) mainContentWords += block.words
    while (region < outermost.length && (outermost[region]?.end ?? 0) < index) region++
    const current = outermost[region]
    if (current === undefined || index < current.index) continue
    wordsIn.set(current.index, (wordsIn.get(current.index) ?? 0) + block.words)
    if (inMain) mainWords += block.words
  }
  const regions = outermost.map((element) => ({
    tag: element.tag,
    words: wordsIn.get(element.index) ?? 0,
    inMain: inMainRegion(page, element.index),
    location: element.location,
  }))
  return {
    regions,
    words: regions.reduce((sum, entry) => sum + entry.words, 0),
    mainWords,
    mainContentWords,
  } satisfies NosnippetFacts
}
