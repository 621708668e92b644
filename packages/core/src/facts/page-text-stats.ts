import type { DocumentScan } from "./dom-scan"
import { distinctParts, saidAgain, saidInARow } from "./original-words"

/**
 * Per-element text figures of one scan, in flat typed arrays indexed like `scan.elements`: the visible
 * characters an element holds itself (not in child elements), those inside links, and the commas of
 * the text block it owns. Main-content extraction sums them over the subtrees it keeps.
 */
export interface PageTextStats {
  readonly ownText: Float64Array
  readonly ownLinkText: Float64Array
  /**
   * The commas of the block an element owns, between different parts only: a phrase said again and
   * again with commas between ("cheap bread, cheap bread, …") is a list of one thing, not prose.
   */
  readonly ownCommas: Float64Array
  /** The text of the block an element owns (its text outside nested blocks), when it owns one. */
  readonly blockText: ReadonlyMap<number, string>
  /**
   * 1 for an element owning a block said again (`saidAgain`: a passage said earlier on the page, or
   * what the block right before it said). The cleaning counts such a block once, at its first
   * occurrence (no paragraph, no commas, and no text for link density to be measured against the second
   * time), so a text said again does not make its container more of an article than the text said once;
   * it still counts as text that is there.
   */
  readonly repeated: Uint8Array
  /**
   * 1 for an element owning a block that says what the block right before it said (`saidInARow`): a
   * paragraph pasted twice in a row is one paragraph, so the choice of the article scores it once. A
   * passage said again further away (a pull quote, a summary repeated) scores each time, as in
   * Readability: it is still the article's text where it stands.
   */
  readonly repeatedInARow: Uint8Array
  /** Of `ownText` and `ownLinkText`, what belongs to a repeated passage. */
  readonly ownRepeatedText: Float64Array
  readonly ownRepeatedLinkText: Float64Array
}

/** Computes the figures in two linear passes over the elements. */
export const pageTextStats = (scan: DocumentScan): PageTextStats => {
  const count = scan.elements.length
  const ownText = new Float64Array(count)
  const ownLinkText = new Float64Array(count)
  const ownCommas = new Float64Array(count)
  for (const element of scan.elements) {
    ownText[element.index] = element.textLength
    ownLinkText[element.index] = element.linkTextLength
  }
  // Subtree totals minus the children's subtree totals leave what an element holds itself.
  for (const element of scan.elements) {
    if (element.parent < 0) continue
    ownText[element.parent] = (ownText[element.parent] ?? 0) - element.textLength
    ownLinkText[element.parent] = (ownLinkText[element.parent] ?? 0) - element.linkTextLength
  }
  const blockText = new Map<number, string>()
  for (const block of scan.blocks) {
    blockText.set(block.element.index, block.text)
    ownCommas[block.element.index] = distinctParts(block.text) - 1
  }
  const inARow = saidInARow(scan.blocks)
  const again = saidAgain(scan.blocks, inARow)
  const repeated = new Uint8Array(count)
  const repeatedInARow = new Uint8Array(count)
  scan.blocks.forEach((block, at) => {
    if (again[at] === 1) repeated[block.element.index] = 1
    if (inARow[at] === 1) repeatedInARow[block.element.index] = 1
  })
  const ownRepeatedText = new Float64Array(count)
  const ownRepeatedLinkText = new Float64Array(count)
  for (const { element } of scan.blocks) {
    if (repeated[element.index] !== 1) continue
    // The block's element and its inline descendants; a nested block is judged as itself.
    for (let index = element.index; index <= element.end; index++) {
      if (index !== element.index && blockText.has(index)) continue
      ownRepeatedText[index] = ownText[index] ?? 0
      ownRepeatedLinkText[index] = ownLinkText[index] ?? 0
    }
  }
  return {
    ownText,
    ownLinkText,
    ownCommas,
    blockText,
    repeated,
    repeatedInARow,
    ownRepeatedText,
    ownRepeatedLinkText,
  }
}

/**
 * The share of a subtree's text inside links, a repeated passage counted once (`repeated`): of its
 * text said once, or of all its text when everything in it is said again.
 */
export const linkDensityOf = (
  text: number,
  linkText: number,
  repeatedText: number,
  repeatedLinkText: number,
): number => {
  const once = text - repeatedText
  if (once > 0) return (linkText - repeatedLinkText) / once
  return text > 0 ? linkText / text : 0
}
