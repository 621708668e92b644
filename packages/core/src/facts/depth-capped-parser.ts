import { type DefaultTreeAdapterMap, html, Parser, type ParserOptions, type Token } from "parse5"

/** How deep Blink nests the elements it parses (`kMaximumHTMLParserDOMTreeDepth`). */
export const MAX_TREE_DEPTH = 512

const { TAG_ID, NS } = html

/** Elements that decide the insertion mode (parse5 resets the mode from the topmost one open). */
const MODE_TAGS = new Set<number>([
  TAG_ID.TR,
  TAG_ID.TBODY,
  TAG_ID.THEAD,
  TAG_ID.TFOOT,
  TAG_ID.CAPTION,
  TAG_ID.COLGROUP,
  TAG_ID.TABLE,
  TAG_ID.BODY,
  TAG_ID.FRAMESET,
  TAG_ID.SELECT,
  TAG_ID.TD,
  TAG_ID.TH,
  TAG_ID.TEMPLATE,
  TAG_ID.HEAD,
  TAG_ID.HTML,
])

/**
 * parse5's parser with Blink's cap on nesting: an element placed while more than `MAX_TREE_DEPTH`
 * elements are open goes to the current node's parent instead, so nothing is nested deeper than
 * 513 (`<html>` being 1) and what a page nests deeper sits side by side under the element at 512.
 *
 * Blink keeps every element open all the same; here the open element at the cap is closed before
 * another is opened, so that the parser's stack of open elements, which parse5 indexes in eleven arrays
 * as deep as the nesting, never holds more than 513 elements (a page of 5 MiB nests up to 1.9 million
 * deep). The tree is Blink's; only where end tags that would close those elements put what follows can
 * differ, on pages nested that deep and unnested again.
 */
class DepthCappedParser extends Parser<DefaultTreeAdapterMap> {
  override _getInsertionLocation(): ReturnType<Parser<DefaultTreeAdapterMap>["_getInsertionLocation"]> {
    const location = super._getInsertionLocation()
    if (this.openElements.depth <= MAX_TREE_DEPTH || location.beforeElement !== null) return location
    if (location.parent !== this.openElements.current) return location // a template's content, foster parenting
    const parent = this.treeAdapter.getParentNode(location.parent)
    return parent === null ? location : { parent, beforeElement: null }
  }

  override _insertElement(token: Token.TagToken, namespaceURI: html.NS): void {
    this.closeAtCap()
    super._insertElement(token, namespaceURI)
  }

  override _insertFakeElement(tagName: string, tagID: html.TAG_ID): void {
    this.closeAtCap()
    super._insertFakeElement(tagName, tagID)
  }

  override _insertTemplate(token: Token.TagToken): void {
    this.closeAtCap()
    super._insertTemplate(token)
  }

  /** Closes the current element when opening another would nest it deeper than the cap. */
  private closeAtCap(): void {
    const open = this.openElements
    if (open.depth <= MAX_TREE_DEPTH) return
    const tagID = open.currentTagId
    const current = open.current as DefaultTreeAdapterMap["element"]
    const inHtml = this.treeAdapter.getNamespaceURI(current) === NS.HTML
    open.pop()
    if (!inHtml || tagID === undefined || !MODE_TAGS.has(tagID)) return
    // As its end tag would: a template takes its insertion mode along, and the mode follows what is open.
    if (tagID === TAG_ID.TEMPLATE) this.tmplInsertionModeStack.pop()
    this._resetInsertionMode()
  }
}

/** Parses a document as parse5's `parse` does, nested no deeper than Blink nests it. */
export const parseDepthCapped = (
  source: string,
  options: ParserOptions<DefaultTreeAdapterMap>,
): DefaultTreeAdapterMap["document"] => DepthCappedParser.parse(source, options)
