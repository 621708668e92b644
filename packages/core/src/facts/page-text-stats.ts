import type { DocumentScan } from "./dom-scan"

const COMMAS = /[\u002C\u060C\uFE50\uFE10\uFE11\u2E41\u2E34\u2E32\uFF0C]/g

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
  return { ownText, ownLinkText, ownCommas, blockText }
}

/** How many different parts the commas of a text separate (at least 1). */
const distinctParts = (text: string): number => {
  const parts = new Set<string>()
  for (const part of text.split(COMMAS)) {
    const normal = part.replace(/\s+/g, " ").trim().toLowerCase()
    if (normal !== "") parts.add(normal)
  }
  return Math.max(1, parts.size)
}
