import type { DocumentScan, ElementRecord } from "./dom-scan"

/**
 * Whether an element's text (`scan.text` from its `textStart` to its `textEnd`) holds a character `mark`
 * matches, for elements asked about in document order; `mark` is a global regex matching one UTF-16 code
 * unit. A block's text is made of its element's text, so a block whose element has no mark has none
 * either: this rules such blocks out with a comparison, where a regex run on each block costs a call.
 * The document's text is searched only as far as the questions need, once.
 */
export const textHoldsMark = (scan: DocumentScan, mark: RegExp): ((element: ElementRecord) => boolean) => {
  // The first mark at or after where the last search started (never after the element asked about), or -1.
  let found = -2
  return (element) => {
    if (found !== -1 && found < element.textStart) {
      mark.lastIndex = element.textStart
      found = mark.test(scan.text) ? mark.lastIndex - 1 : -1
    }
    return found !== -1 && found < element.textEnd
  }
}
