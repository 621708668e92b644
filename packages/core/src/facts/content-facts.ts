import type { Extractor } from "./extraction"
import type { TextBlock } from "./page-facts"
import { inMainRegion, scannedPage } from "./scan-memo"

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
  }
}
