import {
  type DefaultTreeAdapterMap,
  type DefaultTreeAdapterTypes,
  defaultTreeAdapter,
  type TreeAdapter,
} from "parse5"
import type { Location } from "./page-facts"

/** An element of the scanned tree: parse5's, with whether the source closed it. */
export interface ScanElement extends DefaultTreeAdapterTypes.Element {
  hasEndTag: boolean
}

/**
 * A text node of the scanned tree. parse5 hands text over a token at a time (a word, then the space after
 * it…): the default adapter appends each to `value`, a rope of thousands of pieces that whoever reads the
 * text first must flatten. Most text is the source itself, character for character: while each piece is
 * what the source holds where the text so far ends, the node only notes where that is, and its text is a
 * slice of the source (which V8 makes without copying). Text that is not the source (entities, CR LF,
 * foster-parented pieces, a dropped newline) keeps its pieces in `more`, joined once by `textOf`.
 */
interface ScanText extends DefaultTreeAdapterTypes.TextNode {
  /** Where the text starts in the source while it is the source up to `end`; -1 when it is not. */
  start: number
  end: number
  more: string[] | null
}

/** The attribute list of every element created without attributes (never added to: see `adoptAttributes`). */
const NO_ATTRIBUTES: DefaultTreeAdapterTypes.Element["attrs"] = []

const isScanText = (node: DefaultTreeAdapterTypes.ChildNode | undefined): node is ScanText =>
  node !== undefined && node.nodeName === "#text"

const scanText = (value: string): ScanText => ({
  nodeName: "#text",
  value,
  parentNode: null,
  sourceCodeLocation: null,
  start: -1,
  end: -1,
  more: null,
})

/**
 * The scanned tree: parse5's default tree, except for text (see `ScanText`) and end locations. The scan
 * reads start locations and whether an end tag exists, never where an element ends, so an element notes
 * its end tag in a field it is created with. The default adapter copies the whole location object on
 * every update instead (once per text run, a quarter of the parse), and adding a property to a location
 * object afterwards is slow too.
 *
 * A text is only ever taken as a slice of the source after comparing it with the source, piece by piece:
 * parse5's locations say where to look, not what is there (a token that starts with a character
 * reference, for one, is located after it).
 */
export const scanTreeAdapter = (html: string): TreeAdapter<DefaultTreeAdapterMap> => {
  const appendText = (node: ScanText, text: string): void => {
    if (node.more !== null) node.more.push(text)
    else if (node.start === -1) node.more = [node.value, text]
    else if (html.startsWith(text, node.end)) node.end += text.length
    else node.more = [html.slice(node.start, node.end), text]
  }

  const appendChild: TreeAdapter<DefaultTreeAdapterMap>["appendChild"] = (parentNode, newNode) => {
    // A first child gets an array of its own size: pushing onto an empty array reserves 17 slots, which
    // for a page of `<p>a</p>` was a third of the tree.
    if (parentNode.childNodes.length === 0) parentNode.childNodes = [newNode]
    else parentNode.childNodes.push(newNode)
    newNode.parentNode = parentNode
  }

  return {
    ...defaultTreeAdapter,
    appendChild,
    insertText(parentNode, text) {
      const last = parentNode.childNodes[parentNode.childNodes.length - 1]
      if (isScanText(last)) appendText(last, text)
      else appendChild(parentNode, scanText(text))
    },
    insertTextBefore(parentNode, text, referenceNode) {
      const { childNodes } = parentNode
      const previous = childNodes[childNodes.indexOf(referenceNode) - 1]
      if (isScanText(previous)) appendText(previous, text)
      else defaultTreeAdapter.insertBefore(parentNode, scanText(text), referenceNode)
    },
    createElement(tagName, namespaceURI, attrs): ScanElement {
      return {
        nodeName: tagName,
        tagName,
        attrs: attrs.length === 0 ? NO_ATTRIBUTES : attrs,
        namespaceURI,
        childNodes: [],
        parentNode: null,
        sourceCodeLocation: null,
        hasEndTag: false,
      }
    },
    adoptAttributes(recipient, attrs) {
      // Merging into the shared empty list would give every element without attributes these ones.
      if (recipient.attrs === NO_ATTRIBUTES) recipient.attrs = []
      defaultTreeAdapter.adoptAttributes(recipient, attrs)
    },
    setNodeSourceCodeLocation(node, location) {
      // Only where a node starts is read: one small object per node, which the scan's records share,
      // instead of parse5's two (the token's location and a copy of it with `startTag`).
      const start: Location | null =
        location === null ? null : { line: location.startLine, column: location.startCol }
      ;(node as { sourceCodeLocation: Location | null }).sourceCodeLocation = start
      // parse5 locates a text node right after its first piece, before any other piece is added.
      if (location === null || node.nodeName !== "#text") return
      const text = node as ScanText
      if (text.more === null && html.startsWith(text.value, location.startOffset)) {
        text.start = location.startOffset
        text.end = location.startOffset + text.value.length
      }
    },
    updateNodeSourceCodeLocation(node, endLocation) {
      if (endLocation.endTag !== undefined && "hasEndTag" in node) node.hasEndTag = true
    },
  }
}

/** Where a node of the scanned tree starts in the source; null for nodes the parser implied. */
export const startOf = (node: { readonly sourceCodeLocation?: unknown }): Location | null =>
  (node.sourceCodeLocation as Location | null | undefined) ?? null

/** The whole text of a text node of the scanned tree (its adapter creates every one). */
export const textOf = (node: DefaultTreeAdapterTypes.TextNode, html: string): string => {
  const { value, more, start, end } = node as ScanText
  if (more !== null) return more.join("")
  return start === -1 ? value : html.slice(start, end)
}

/** The length of a text node's text, without making the text. */
export const textLengthOf = (node: DefaultTreeAdapterTypes.TextNode): number => {
  const { value, more, start, end } = node as ScanText
  if (more === null) return start === -1 ? value.length : end - start
  let length = 0
  for (const piece of more) length += piece.length
  return length
}
