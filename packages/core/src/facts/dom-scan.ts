import type { DefaultTreeAdapterTypes } from "parse5"
import { isAriaHidden } from "../aria/aria-hidden"
import { newAttributeMap } from "./attribute-map"
import { parseBounded, type ReadCut } from "./bounded-parser"
import { isEventHandlerAttribute } from "./event-handlers"
import { isJsonLd } from "./json-ld-type"
import type { Location } from "./page-facts"
import { LINE_BREAK, type RenderedPart, renderedTextOf } from "./rendered-text"
import { scanTreeAdapter, startOf, textLengthOf, textOf } from "./scan-tree"
import { ElementFlag, ScannedElement } from "./scanned-element"
import { canHostShadowRoot, declaredShadowRootMode } from "./shadow-root"
import { collapseWhiteSpace, countWords, trimmedLength } from "./text"

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document
type Element = DefaultTreeAdapterTypes.Element

const HTML_NAMESPACE = "http://www.w3.org/1999/xhtml"
const SVG_NAMESPACE = "http://www.w3.org/2000/svg"
const START: Location = { line: 1, column: 1 }
/** Marks, on the walk's stack, where the innermost open element ends. */
const CLOSE = null

/** One element of the document, in document (pre-)order. */
export interface ElementRecord {
  readonly index: number
  readonly tag: string
  readonly parent: number
  readonly depth: number
  /** Where the start tag is; 1:1 for elements the parser implied (see `implied`). */
  readonly location: Location
  /** Created by the parser without a start tag in the source (e.g. a missing <html> or <body>). */
  readonly implied: boolean
  readonly attributes: Readonly<Record<string, string>>
  readonly inHead: boolean
  readonly hidden: boolean
  /** Inside an element whose content is never rendered as text (head, script, template, noscript…). */
  readonly invisible: boolean
  /** Inside SVG or MathML. */
  readonly foreign: boolean
  /** Inside an `<a>`, and inside a `<picture>` (the element itself excluded). */
  readonly inLink: boolean
  readonly inPicture: boolean
  /** Inside a `<template>`'s content: not part of the rendered document (an open shadow root's excepted). */
  readonly inTemplate: boolean
  /**
   * A `<template shadowrootmode="open">` the parser attaches to its parent as an open shadow root: its
   * content is rendered, in the template's place, and scripts (Lighthouse's gatherers among them) reach
   * it. A closed shadow root's content is rendered too, but nothing outside reaches it: it stays inert
   * here, as a template's.
   */
  readonly opensShadowRoot: boolean
  /** Inside an open shadow root's content. */
  readonly inShadowRoot: boolean
  /** The source has this element's end tag. */
  readonly hasEndTag: boolean
  readonly lang: string | null
  /** The nearest `lang` attribute as written, this element's or an ancestor's (empty included); null when none. */
  readonly langAttribute: string | null
  /** Not rendered: `hidden`, inline `display: none` or `visibility: hidden` on itself or an ancestor (unlike `hidden`, aria-hidden does not count). */
  readonly unrendered: boolean
  /** An ancestor carries an inline event handler attribute, which a browser registers as a listener. */
  readonly ancestorHasEventHandler: boolean
  /** Index of the last element of this element's subtree. */
  end: number
  /** The element's text content is `DocumentScan.text.slice(textStart, textEnd)`. */
  textStart: number
  textEnd: number
  /** Visible text characters in the subtree, and those inside links. */
  textLength: number
  linkTextLength: number
  /** For an element with its own `lang`/`xml:lang`: visible text it holds that no nested `lang` element claims. */
  langText: boolean
}

/** An element whose text the walk collected, with its record. */
export interface TextElement {
  readonly element: ElementRecord
  readonly text: string
}

/** An anchor, HTML's `<a>` or SVG's (`element.foreign`), with what its facts need beyond its text. */
export interface AnchorElement extends TextElement {
  readonly imageAlts: ReadonlyArray<string>
  /** See `LinkFact.renderedText`. */
  readonly renderedText: string
  /** See `LinkFact.textLang`. */
  readonly textLang: string | null
}

export interface RawTextBlock {
  readonly element: ElementRecord
  readonly text: string
  readonly words: number
}

/** Text of a hidden subtree (its outermost hidden element), which readers never see but parsers do. */
export interface HiddenTextBlock {
  readonly element: ElementRecord
  readonly text: string
}

/** Everything the DOM-based facts need, from one parse and one walk. */
export interface DocumentScan {
  readonly elements: ReadonlyArray<ElementRecord>
  readonly doctype: { name: string; publicId: string; systemId: string; location: Location } | null
  readonly mode: string
  readonly html: ElementRecord | null
  readonly parseErrors: ReadonlyArray<{ code: string; location: Location }>
  readonly titles: ReadonlyArray<TextElement>
  readonly headings: ReadonlyArray<TextElement>
  readonly anchors: ReadonlyArray<AnchorElement>
  /** Inline quotations (`<q>`), with their text. */
  readonly inlineQuotes: ReadonlyArray<TextElement>
  /** Elements the facts list by tag: meta, link, base, img, script, style, iframe, form, label, picture… */
  readonly byTag: ReadonlyMap<string, ReadonlyArray<ElementRecord>>
  /** Raw text of the elements whose text the facts read (JSON-LD scripts and noscript), by element index. */
  readonly rawText: ReadonlyMap<number, string>
  /** Length of the raw text of every script, style and noscript element, by element index. */
  readonly rawLength: ReadonlyMap<number, number>
  readonly blocks: ReadonlyArray<RawTextBlock>
  /** Text inside hidden elements (`hidden`, `aria-hidden`, `display:none`, `visibility:hidden`), per outermost one. */
  readonly hiddenBlocks: ReadonlyArray<HiddenTextBlock>
  readonly maxDepth: number
  /** The first element or non-blank text inside `<body>`: where the parser ended `<head>`. */
  readonly bodyStart: {
    readonly element: ElementRecord | null
    readonly text: string | null
    readonly location: Location
  } | null
  /** Where each comment starts, in source order. */
  readonly comments: ReadonlyArray<Location>
  /** Every text node of the document in order (script and style source excluded): see `textStart`. */
  readonly text: string
  /** Where reading stopped, for a page of more than `MAX_NODES` elements and comments; null when read whole. */
  readonly cut: ReadCut | null
}

/** Elements whose text forms a block of its own. */
const BLOCK_TAGS = new Set([
  "p",
  "li",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "td",
  "th",
  "blockquote",
  "pre",
  "dd",
  "dt",
  "figcaption",
  "caption",
  "div",
  "section",
  "article",
  "main",
  "header",
  "footer",
  "aside",
  "nav",
  "address",
  "summary",
  "body",
  "form",
  "fieldset",
  "details",
  "dl",
  "ul",
  "ol",
  "table",
  "tr",
  "figure",
  "label",
  "legend",
  "option",
])
const HEADING_TAGS = new Set(["h1", "h2", "h3", "h4", "h5", "h6"])
/** Elements whose content is never visible text. */
const INVISIBLE_TAGS = new Set([
  "script",
  "style",
  "template",
  "noscript",
  "head",
  "title",
  "textarea",
  "select",
  "iframe",
  "object",
])
// parse5 parses <noscript> as raw text (scripting on, as in crawlers' parsers): its message is kept, not walked.
const RAW_TEXT_TAGS = new Set(["script", "style", "noscript"])
const LISTED_TAGS = new Set([
  "meta",
  "link",
  "base",
  "img",
  "script",
  "style",
  "iframe",
  "form",
  "label",
  "picture",
  "main",
  "article",
  "frame",
  "video",
  "audio",
  "source",
  "track",
  "object",
  "embed",
  "input",
  "time",
])
const HIDING_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\s*(?:;|$|!)/i
/** Elements a browser lays out as blocks: `innerText` puts a line break around them. */
const LINE_BREAK_TAGS = new Set([
  ...[...BLOCK_TAGS].filter((tag) => tag !== "label" && tag !== "option" && tag !== "body"),
  "br",
  "hr",
  "center",
  "dialog",
  "hgroup",
  "menu",
  "search",
])

/** What the scan does with an element, by tag: one lookup per element instead of one per set. */
const BLOCK = 1
const HEADING = 2
const INVISIBLE = 4
const RAW_TEXT = 8
const LISTED = 16
const BREAKS_LINE = 32
const tagRoles = new Map<string, number>()
for (const [tags, role] of [
  [BLOCK_TAGS, BLOCK],
  [HEADING_TAGS, HEADING],
  [INVISIBLE_TAGS, INVISIBLE],
  [RAW_TEXT_TAGS, RAW_TEXT],
  [LISTED_TAGS, LISTED],
  [LINE_BREAK_TAGS, BREAKS_LINE],
] as const)
  for (const tag of tags) tagRoles.set(tag, (tagRoles.get(tag) ?? 0) | role)

interface Collector {
  readonly element: ElementRecord
  readonly parts: string[]
}

interface AnchorCollector extends Collector {
  readonly imageAlts: string[]
  readonly rendered: RenderedPart[]
  /** `lang` of descendants that hold text, with their element index (Lighthouse reads them in document order). */
  readonly childLangs: Array<{ readonly index: number; readonly lang: string }>
  /** Where the anchor's text content starts in the document's text parts. */
  readonly textPartStart: number
}

/** What the walk set aside while in an open shadow root: the light tree's text never includes the shadow tree's. */
interface ShadowBoundary {
  readonly root: ElementRecord
  readonly anchors: AnchorCollector[]
}

const locationOf = startOf

/** What a node the walk has passed holds as its children (the walk never adds to it). */
const NO_CHILDREN: DefaultTreeAdapterTypes.ChildNode[] = []

/** Shared by every element without attributes. */
const NO_ATTRIBUTES: Readonly<Record<string, string>> = Object.freeze(newAttributeMap())

/** An element's attributes by name, first one winning. */
const attributesOf = (element: Element): Readonly<Record<string, string>> => {
  if (element.attrs.length === 0) return NO_ATTRIBUTES
  const attributes = newAttributeMap()
  for (const attribute of element.attrs) {
    const name = attribute.prefix ? `${attribute.prefix}:${attribute.name}` : attribute.name
    if (!(name in attributes)) attributes[name] = attribute.value
  }
  return attributes
}

const flag = (condition: boolean, bit: number): number => (condition ? bit : 0)

const isUnrenderedElement = (attributes: Readonly<Record<string, string>>): boolean =>
  "hidden" in attributes || HIDING_STYLE.test(attributes.style ?? "")

const isHiddenElement = (attributes: Readonly<Record<string, string>>): boolean =>
  isUnrenderedElement(attributes) || isAriaHidden(attributes)

const hasEventHandler = (record: ElementRecord): boolean => {
  for (const name in record.attributes) if (isEventHandlerAttribute(name, record.tag)) return true
  return false
}

/**
 * Parses the HTML once (parse5, with source locations and parse errors) and walks the tree once,
 * iteratively, collecting every element record and the texts the facts need. Linear in the page size.
 */
export const scanDocument = (html: string): DocumentScan => {
  const parseErrors: Array<{ code: string; location: Location }> = []
  const { document, cut } = parseBounded(html, {
    treeAdapter: scanTreeAdapter(html),
    sourceCodeLocationInfo: true,
    onParseError: (error) =>
      parseErrors.push({ code: error.code, location: { line: error.startLine, column: error.startCol } }),
  })

  const elements: ElementRecord[] = []
  const byTag = new Map<string, ElementRecord[]>()
  const rawText = new Map<number, string>()
  const rawLength = new Map<number, number>()
  const titles: TextElement[] = []
  const headings: TextElement[] = []
  const anchors: AnchorElement[] = []
  const inlineQuotes: TextElement[] = []
  const textParts: string[] = []
  let textOffset = 0
  const blocks: RawTextBlock[] = []
  const hiddenBlocks: HiddenTextBlock[] = []
  let doctype: DocumentScan["doctype"] = null
  let html5: ElementRecord | null = null
  let body: ElementRecord | null = null
  let bodyStart: DocumentScan["bodyStart"] = null
  const comments: Location[] = []
  let maxDepth = 0

  // Open collectors: the nearest block gets the text; every open heading, anchor and title gets it too.
  const openBlocks: Collector[] = []
  const openHeadings: Collector[] = []
  const openAnchors: AnchorCollector[] = []
  const openTitles: Collector[] = []
  const openQuotes: Collector[] = []
  const openHidden: Collector[] = []
  const openElements: ElementRecord[] = []
  const openLangElements: ElementRecord[] = []
  // Per element index: it or an ancestor carries an inline event handler (computed once, read by each child).
  const handlerInSubtreeRoot: boolean[] = []
  // Elements a declarative shadow root was attached to (open or closed): a later template on the same
  // host stays a template here (the standard lets one of the same mode replace the first's content).
  const shadowHosts = new Set<number>()
  const openShadowBoundaries: ShadowBoundary[] = []
  // The elements with a `lang` attribute Lighthouse finds (none in inert templates): how many, and the first.
  let langElementCount = 0
  let firstLangElement: ElementRecord | null = null

  // A node to enter, or CLOSE once an element's children are done: the element to close is then the
  // innermost open one (no wrapper per step, and one shape of check instead of a lookup on mixed shapes).
  const mode = document.mode
  const stack: Array<Node | typeof CLOSE> = [document]
  while (stack.length > 0) {
    const node = stack.pop() as Node | typeof CLOSE
    if (node === CLOSE) {
      closeElement(openElements[openElements.length - 1] as ElementRecord)
      continue
    }
    if (node.nodeName === "#document") {
      pushChildren(node)
      continue
    }
    if (node.nodeName === "#documentType") {
      const type = node as DefaultTreeAdapterTypes.DocumentType
      doctype = {
        name: type.name,
        publicId: type.publicId,
        systemId: type.systemId,
        location: locationOf(type) ?? START,
      }
      continue
    }
    if (node.nodeName === "#text") {
      const textNode = node as DefaultTreeAdapterTypes.TextNode
      const text = textOf(textNode, html)
      noteBodyStart(null, textNode, text)
      addText(text)
      continue
    }
    if (node.nodeName === "#comment") {
      const comment = node as DefaultTreeAdapterTypes.CommentNode
      comments.push(locationOf(comment) ?? START)
      continue
    }
    if (!("tagName" in node)) continue
    openElement(node)
  }

  /**
   * Moves a node's children onto the stack and out of the tree: a node the walk is done with is then
   * garbage, so the tree shrinks as the records grow instead of the two adding up (nested a hundred
   * thousand deep too: a child no longer holds its parent).
   */
  function pushChildren(parent: { childNodes: DefaultTreeAdapterTypes.ChildNode[] }): void {
    const children = parent.childNodes
    parent.childNodes = NO_CHILDREN
    for (let index = children.length - 1; index >= 0; index--) {
      const child = children[index] as DefaultTreeAdapterTypes.ChildNode
      child.parentNode = null
      stack.push(child)
    }
  }

  function openElement(element: Element): void {
    const parent = openElements[openElements.length - 1]
    const attributes = attributesOf(element)
    const foreign = element.namespaceURI !== HTML_NAMESPACE || (parent?.foreign ?? false)
    const tag = element.tagName.toLowerCase()
    const lang = attributes.lang ?? attributes["xml:lang"]
    const unrendered = (parent?.unrendered ?? false) || isUnrenderedElement(attributes)
    const roles = tagRoles.get(tag) ?? 0
    // The roles of HTML elements: an SVG or MathML element of the same name has none of them (but for invisibility).
    const htmlRoles = foreign ? 0 : roles
    const opensShadowRoot = !foreign && tag === "template" && attachesShadowRoot(attributes, parent)
    const inShadowRoot = parent !== undefined && (parent.inShadowRoot || parent.opensShadowRoot)
    const record = new ScannedElement(
      elements.length,
      tag,
      parent?.index ?? -1,
      openElements.length,
      locationOf(element) ?? START,
      attributes,
      lang !== undefined ? lang.trim() : (parent?.lang ?? null),
      // As `closest("[lang]")` finds it, which stops at a shadow root.
      attributes.lang ?? (parent?.opensShadowRoot ? null : (parent?.langAttribute ?? null)),
      flag(!element.sourceCodeLocation, ElementFlag.implied) |
        flag(tag === "head" || (parent?.inHead ?? false), ElementFlag.inHead) |
        flag((parent?.hidden ?? false) || isHiddenElement(attributes), ElementFlag.hidden) |
        flag(
          (parent?.invisible ?? false) || ((roles & INVISIBLE) !== 0 && !opensShadowRoot),
          ElementFlag.invisible,
        ) |
        flag(parent !== undefined && (parent.inLink || parent.tag === "a"), ElementFlag.inLink) |
        flag(parent !== undefined && (parent.inPicture || parent.tag === "picture"), ElementFlag.inPicture) |
        flag(
          parent !== undefined &&
            (parent.inTemplate || (parent.tag === "template" && !parent.opensShadowRoot)),
          ElementFlag.inTemplate,
        ) |
        flag(opensShadowRoot, ElementFlag.opensShadowRoot) |
        flag(inShadowRoot, ElementFlag.inShadowRoot) |
        flag("hasEndTag" in element && element.hasEndTag === true, ElementFlag.hasEndTag) |
        flag(foreign, ElementFlag.foreign) |
        flag(unrendered, ElementFlag.unrendered) |
        flag(
          parent !== undefined && (handlerInSubtreeRoot[parent.index] ?? false),
          ElementFlag.ancestorHasEventHandler,
        ),
      textOffset,
    )
    noteBodyStart(record, null)
    elements.push(record)
    if (attributes.lang !== undefined && !record.inTemplate) {
      langElementCount++
      firstLangElement ??= record
    }
    handlerInSubtreeRoot.push(record.ancestorHasEventHandler || hasEventHandler(record))
    if (record.depth > maxDepth) maxDepth = record.depth
    if (htmlRoles & LISTED) {
      const list = byTag.get(tag) ?? []
      list.push(record)
      byTag.set(tag, list)
    }
    if (!foreign && tag === "html" && html5 === null) html5 = record
    if (!foreign && tag === "body" && body === null && parent === html5) body = record
    if (!foreign && tag === "img") {
      const alt = attributes.alt
      if (alt !== undefined) for (const anchor of openAnchors) anchor.imageAlts.push(alt)
    }

    if (htmlRoles & RAW_TEXT) {
      // Only noscript's and JSON-LD's text is read; of other scripts and styles, only its length.
      const kept = tag === "noscript" || (tag === "script" && isJsonLd(attributes.type))
      let text = ""
      let length = 0
      for (const child of element.childNodes) {
        if (child.nodeName !== "#text") continue
        const textNode = child as DefaultTreeAdapterTypes.TextNode
        if (kept) text += textOf(textNode, html)
        else length += textLengthOf(textNode)
      }
      rawLength.set(record.index, kept ? text.length : length)
      if (kept) rawText.set(record.index, text)
      return // no visible text, no elements inside
    }

    openElements.push(record)
    if (lang !== undefined && !record.inTemplate) openLangElements.push(record)
    stack.push(CLOSE)
    if (tag === "title") openTitles.push({ element: record, parts: [] }) // an SVG title is collected, then dropped
    if (htmlRoles & HEADING) openHeadings.push({ element: record, parts: [] })
    if (!foreign && tag === "q") openQuotes.push({ element: record, parts: [] })
    if (record.hidden && !(parent?.hidden ?? false)) openHidden.push({ element: record, parts: [] })
    if (htmlRoles & BLOCK) openBlocks.push({ element: record, parts: [] })
    if (htmlRoles & BREAKS_LINE) addRenderedBreak(record)
    if (tag === "a" && (!foreign || element.namespaceURI === SVG_NAMESPACE))
      openAnchors.push({
        element: record,
        parts: [],
        imageAlts: [],
        rendered: [],
        childLangs: [],
        textPartStart: textParts.length,
      })
    // A <template>'s content is inert: not part of the document, never rendered, not seen by crawlers;
    // but an open shadow root's is rendered where the template stands, a tree of its own.
    pushChildren(element)
    if (opensShadowRoot) {
      if (parent !== undefined) shadowHosts.add(parent.index)
      openShadowBoundaries.push({ root: record, anchors: openAnchors.splice(0) })
      pushChildren((element as DefaultTreeAdapterTypes.Template).content)
    }
  }

  /**
   * A `<template shadowrootmode="open">` the parser turns into its parent's open shadow root: the
   * parent can host one and has none yet. (A closed one is noted as the host's, its content left inert.)
   */
  function attachesShadowRoot(
    attributes: Readonly<Record<string, string>>,
    parent: ElementRecord | undefined,
  ): boolean {
    const mode = declaredShadowRootMode(attributes)
    if (mode === null || parent === undefined || parent.foreign) return false
    if (!canHostShadowRoot(parent.tag) || shadowHosts.has(parent.index)) return false
    if (mode === "closed") shadowHosts.add(parent.index)
    return mode === "open"
  }

  /** A line break in the rendered text of every open anchor, unless the element is not rendered. */
  function addRenderedBreak(record: ElementRecord): void {
    if (record.unrendered || record.invisible) return
    for (const anchor of openAnchors) anchor.rendered.push(LINE_BREAK)
  }

  function closeElement(record: ElementRecord): void {
    openElements.pop()
    if (openLangElements[openLangElements.length - 1] === record) openLangElements.pop()
    record.end = elements.length - 1
    record.textEnd = textOffset
    if (!record.foreign && ((tagRoles.get(record.tag) ?? 0) & BREAKS_LINE) !== 0 && record.tag !== "br")
      addRenderedBreak(record)
    if (record.textEnd > record.textStart && record.langAttribute) {
      for (const anchor of openAnchors)
        if (anchor.element !== record)
          anchor.childLangs.push({ index: record.index, lang: record.langAttribute })
    }
    const parent = elements[record.parent]
    if (parent) {
      parent.textLength += record.textLength
      parent.linkTextLength += record.linkTextLength
    }
    if (openTitles[openTitles.length - 1]?.element === record) {
      const title = openTitles.pop() as Collector
      if (!record.foreign) titles.push({ element: record, text: collapseWhiteSpace(title.parts.join("")) })
    }
    if (openHeadings[openHeadings.length - 1]?.element === record) {
      const heading = openHeadings.pop() as Collector
      headings.push({ element: record, text: collapseWhiteSpace(heading.parts.join("")) })
    }
    if (openAnchors[openAnchors.length - 1]?.element === record) {
      const anchor = openAnchors.pop() as AnchorCollector
      // An SVG link's text is its whole text content, as Lighthouse reads it (SVG has no innerText).
      const textContent =
        record.unrendered || record.foreign ? textParts.slice(anchor.textPartStart).join("") : null
      anchors.push({
        element: record,
        text: collapseWhiteSpace(record.foreign ? (textContent as string) : anchor.parts.join("")),
        imageAlts: anchor.imageAlts,
        renderedText: textContent ?? renderedTextOf(anchor.rendered),
        textLang: textLangOf(anchor, record),
      })
    }
    if (record.opensShadowRoot && openShadowBoundaries[openShadowBoundaries.length - 1]?.root === record)
      openAnchors.push(...(openShadowBoundaries.pop() as ShadowBoundary).anchors)
    if (openQuotes[openQuotes.length - 1]?.element === record) {
      const quote = openQuotes.pop() as Collector
      inlineQuotes.push({ element: record, text: collapseWhiteSpace(quote.parts.join("")) })
    }
    if (openHidden[openHidden.length - 1]?.element === record) {
      const hidden = openHidden.pop() as Collector
      const text = collapseWhiteSpace(hidden.parts.join(" "))
      if (text !== "") hiddenBlocks.push({ element: record, text })
    }
    if (openBlocks[openBlocks.length - 1]?.element === record) {
      const block = openBlocks.pop() as Collector
      const text = collapseWhiteSpace(block.parts.join(""))
      const words = text === "" ? 0 : countWords(text, record.lang)
      if (words > 0) blocks.push({ element: record, text, words })
    }
  }

  function addText(value: string): void {
    textParts.push(value)
    textOffset += value.length
    for (const title of openTitles) title.parts.push(value)
    const parent = openElements[openElements.length - 1]
    if (parent === undefined || parent.foreign || parent.invisible) return
    const length = trimmedLength(value)
    const langElement = openLangElements[openLangElements.length - 1]
    if (langElement !== undefined && !parent.hidden && length > 0) langElement.langText = true
    for (const heading of openHeadings) heading.parts.push(value)
    for (const anchor of openAnchors) {
      anchor.parts.push(value)
      if (!parent.unrendered) anchor.rendered.push(value)
    }
    for (const quote of openQuotes) quote.parts.push(value)
    if (parent.hidden) {
      openHidden[openHidden.length - 1]?.parts.push(value)
      return
    }
    openBlocks[openBlocks.length - 1]?.parts.push(value)
    parent.textLength += length
    if (openAnchors.length > 0) parent.linkTextLength += length
  }

  /** Records the first element or non-blank text placed directly in <body>. */
  function noteBodyStart(
    record: ElementRecord | null,
    textNode: DefaultTreeAdapterTypes.TextNode | null,
    text = "",
  ): void {
    if (bodyStart !== null || body === null) return
    const parent = openElements[openElements.length - 1]
    if (parent !== body) return
    if (record !== null) bodyStart = { element: record, text: null, location: record.location }
    else if (textNode !== null && text.trim() !== "")
      bodyStart = { element: null, text, location: locationOf(textNode) ?? START }
  }

  blocks.sort((a, b) => a.element.index - b.element.index)
  headings.sort((a, b) => a.element.index - b.element.index)
  anchors.sort((a, b) => a.element.index - b.element.index)
  const singleLang = documentLangOnly(langElementCount, firstLangElement)
  if (singleLang !== undefined)
    for (const [index, anchor] of anchors.entries())
      if (anchor.element.inShadowRoot) anchors[index] = { ...anchor, textLang: singleLang }
  inlineQuotes.sort((a, b) => a.element.index - b.element.index)
  hiddenBlocks.sort((a, b) => a.element.index - b.element.index)
  return {
    elements,
    doctype,
    mode,
    html: html5,
    parseErrors,
    titles,
    headings,
    anchors,
    inlineQuotes,
    byTag,
    rawText,
    rawLength,
    blocks,
    hiddenBlocks,
    maxDepth,
    bodyStart,
    comments,
    text: textParts.join(""),
    cut,
  }
}

/**
 * Lighthouse's shortcut for the language of every link's text: when the only element with a `lang`
 * attribute is `<html>` or `<body>`, its `lang` (null when empty); undefined otherwise. It matters only
 * inside shadow roots, whose links do not see that element as their closest `[lang]`.
 */
const documentLangOnly = (count: number, first: ElementRecord | null): string | null | undefined => {
  if (count !== 1 || first === null || first.foreign) return undefined
  if (first.tag !== "html" && first.tag !== "body") return undefined
  return first.attributes.lang || null
}

/**
 * The language of an anchor's text as Lighthouse's anchor gatherer finds it: the first `lang` of a
 * descendant holding text, unless another one's primary subtag differs (then none); without such
 * descendants, the anchor's nearest `lang` attribute. Empty means none.
 */
const textLangOf = (
  anchor: { readonly childLangs: ReadonlyArray<{ index: number; lang: string }> },
  record: ElementRecord,
): string | null => {
  const langs = [...anchor.childLangs].sort((a, b) => a.index - b.index)
  const first = langs[0]?.lang
  if (first === undefined) return record.langAttribute || null
  const primary = first.split("-")[0]
  return langs.every((entry) => entry.lang.split("-")[0] === primary) ? first : null
}
