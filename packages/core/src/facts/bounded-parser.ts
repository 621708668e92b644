import { type DefaultTreeAdapterMap, html, Parser, type ParserOptions, type Token } from "parse5"

/** How deep Blink nests the elements it parses (`kMaximumHTMLParserDOMTreeDepth`). */
export const MAX_TREE_DEPTH = 512

/**
 * How many elements and comments a page is read up to. The largest real pages hold tens of thousands
 * (Lighthouse fails `dom-size` above 1,400); within the 5 MiB page limit a page of bare start tags holds
 * 1.75 million, which no audit of bounded memory can keep as a tree and records. The cap keeps an audit
 * under 300 MB whatever the page (`pnpm bench --dense`); what follows it is not read, as Googlebot
 * does not read an HTML file past its first 15 MB.
 */
export const MAX_NODES = 400_000

/** Where the parse stopped reading a page that holds more than `MAX_NODES` elements and comments. */
export interface ReadCut {
  readonly offset: number
  readonly line: number
  readonly column: number
}

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
 * parse5's parser with two bounds. Nodes: the first start tag or comment met once `MAX_NODES`
 * elements and comments exist stops the parse there (`cut`); the tree is what was read, its open
 * elements left open as at the end of a file.
 *
 * Nesting, Blink's cap: an element placed while more than `MAX_TREE_DEPTH`
 * elements are open goes to the current node's parent instead, so nothing is nested deeper than
 * 513 (`<html>` being 1) and what a page nests deeper sits side by side under the element at 512.
 *
 * Blink keeps every element open all the same; here the open element at the cap is closed before
 * another is opened, so that the parser's stack of open elements, which parse5 indexes in eleven arrays
 * as deep as the nesting, never holds more than 513 elements (a page of 5 MiB nests up to 1.9 million
 * deep). The tree is Blink's; only where end tags that would close those elements put what follows can
 * differ, on pages nested that deep and unnested again.
 */
class BoundedParser extends Parser<DefaultTreeAdapterMap> {
  private nodes = 0
  cut: ReadCut | null = null

  override onStartTag(token: Token.TagToken): void {
    if (this.withinBudget(token, 0)) super.onStartTag(token)
  }

  override onComment(token: Token.CommentToken): void {
    if (this.withinBudget(token, 1)) super.onComment(token)
  }

  override _createElement(
    ...args: Parameters<Parser<DefaultTreeAdapterMap>["_createElement"]>
  ): DefaultTreeAdapterMap["element"] {
    this.nodes++
    return super._createElement(...args)
  }

  /**
   * Counts the token's own node (a comment's; elements count as they are made); at the cap, stops the
   * tokenizer where the token starts instead.
   */
  private withinBudget(token: Token.TagToken | Token.CommentToken, ownNodes: number): boolean {
    if (this.nodes < MAX_NODES) {
      this.nodes += ownNodes
      return true
    }
    const { location } = token
    this.cut =
      location === null
        ? { offset: -1, line: 0, column: 0 }
        : { offset: location.startOffset, line: location.startLine, column: location.startCol }
    this.tokenizer.pause()
    return false
  }

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

/** A parsed document, and where its reading stopped when it holds more than `MAX_NODES` nodes. */
export interface BoundedParse {
  readonly document: DefaultTreeAdapterMap["document"]
  readonly cut: ReadCut | null
}

/**
 * Parses a document as parse5's `parse` does, nested no deeper than Blink nests it and read up to
 * `MAX_NODES` elements and comments.
 */
export const parseBounded = (source: string, options: ParserOptions<DefaultTreeAdapterMap>): BoundedParse => {
  const parser = new BoundedParser(options)
  parser.tokenizer.write(source, true)
  return { document: parser.document, cut: parser.cut }
}
