import type { DocumentScan } from "./dom-scan"

const NOT_WORD = /[^\p{L}\p{N}]+/u

const tokensOf = (text: string): string[] => text.toLowerCase().split(NOT_WORD).filter(Boolean)

/**
 * Readability's `_textSimilarity`: the share of `text`'s characters in tokens that `reference` also
 * has (tokens are letters and digits in any script, where Readability splits on ASCII `\W`).
 */
const similarity = (reference: ReadonlySet<string>, tokens: ReadonlyArray<string>): number => {
  const all = tokens.join(" ").length
  if (all === 0) return 0
  return 1 - tokens.filter((token) => !reference.has(token)).join(" ").length / all
}

/**
 * The first `h1` or `h2` that repeats the page's title (Readability's `_headerDuplicatesTitle`:
 * similarity above 0.75): the headline above the article, which is not its body; -1 when none does.
 * Only the first, as Readability removes only the first: a page has one headline, and a section heading
 * further down whose words happen to be the title's is part of the text (dropping it moved a thin
 * page's main text across the 50-word line whenever the title changed). Unlike Readability's, the
 * heading must also say at least half of the title, so a one-word section heading ("Keyboard") is not
 * taken for a title that mentions it.
 */
export const titleHeading = (scan: DocumentScan): number => {
  const title = tokensOf(scan.titles.find((candidate) => candidate.element.inHead)?.text ?? "")
  const reference = new Set(title)
  if (reference.size === 0) return -1
  for (const { element, text } of scan.headings) {
    if (element.tag !== "h1" && element.tag !== "h2") continue
    const tokens = tokensOf(text)
    if (similarity(reference, tokens) > 0.75 && similarity(new Set(tokens), title) >= 0.5)
      return element.index
  }
  return -1
}
