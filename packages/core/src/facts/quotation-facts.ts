import type { Quotation } from "./ai-readiness-facts"
import type { ElementRecord, RawTextBlock } from "./dom-scan"
import type { Extractor } from "./extraction"
import { inMainRegion, scannedPage } from "./scan-memo"
import { countWords } from "./text"
import { textHoldsMark } from "./text-marks"
import { attributionIn } from "./text-patterns"

/**
 * A passage in quotation marks: “…”, „…“, «…», or "…" (straight quotes only at word boundaries, so that
 * two neighbouring quoted words do not pair up across the text between them).
 */
const QUOTED =
  /“([^“”]{12,600})”|„([^„“”]{12,600})[“”]|«([^«»]{12,600})»|(?<![^\s([—–-])"([^"]{12,600})"(?=$|[\s.,;:!?)\]—–-])/gu
const QUOTE_MARK = /[“„«"]/u
const QUOTE_MARKS = /[“„«"]/gu
/** Code, not speech: program text in quotes carries these. */
const CODE_LIKE = /[{}<>=;|]|=>|\(\)/
/** Blocks whose text is code or data, never quotations. */
const NOT_PROSE = new Set(["pre", "td", "th"])
const DASH_LINE = /^[—–―~-]\s*\S/u
const MAX_ANCESTORS = 32

/**
 * Quotations in the main content: `<blockquote>` (with a `cite`, a "— Name" line, a footer or a
 * figure caption as attribution), `<q>`, and quoted passages in running text, attributed when the
 * sentence around them says who said it ("said", "according to", "povedal", "según").
 */
export const extractQuotations: Extractor<"quotations"> = (context) => {
  const page = scannedPage(context)
  const { elements, blocks, inlineQuotes } = page.scan
  const quotations: Quotation[] = []
  const visibleInMain = (element: ElementRecord) =>
    !element.hidden && !element.invisible && inMainRegion(page, element.index)

  // Outermost visible blockquotes in the main content: disjoint, in document order.
  const blockquotes: ElementRecord[] = []
  for (const element of elements) {
    if (element.tag !== "blockquote" || element.foreign) continue
    const last = blockquotes[blockquotes.length - 1]
    if (last !== undefined && element.index <= last.end) continue
    if (visibleInMain(element)) blockquotes.push(element)
  }

  let next = 0
  const insideQuote: boolean[] = []
  for (const quote of blockquotes) {
    while (next < blocks.length && (blocks[next]?.element.index ?? 0) < quote.index) next++
    const inside: RawTextBlock[] = []
    let cursor = next
    for (; cursor < blocks.length && (blocks[cursor]?.element.index ?? 0) <= quote.end; cursor++) {
      const block = blocks[cursor] as RawTextBlock
      inside.push(block)
      insideQuote[cursor] = true
    }
    next = cursor
    const attributionBlock = inside.find(
      (block) =>
        block.element.tag === "footer" ||
        block.element.tag === "figcaption" ||
        (inside.length > 1 && DASH_LINE.test(block.text)),
    )
    const figure = elements[quote.parent]
    let caption: RawTextBlock | undefined
    if (figure?.tag === "figure")
      for (let index = cursor; index < blocks.length; index++) {
        const block = blocks[index] as RawTextBlock
        if (block.element.index > figure.end) break
        if (block.element.tag === "figcaption") caption = block
      }
    const text = inside
      .filter((block) => block !== attributionBlock)
      .map((block) => block.text)
      .join(" ")
    if (text === "") continue
    quotations.push({
      kind: "blockquote",
      text,
      attribution:
        quote.attributes.cite?.trim() ||
        attributionBlock?.text ||
        caption?.text ||
        attributionIn(text) ||
        null,
      location: quote.location,
    })
  }

  let blockByElement: Map<number, RawTextBlock> | undefined
  const enclosingBlock = (element: ElementRecord): RawTextBlock | undefined => {
    blockByElement ??= new Map(blocks.map((block) => [block.element.index, block]))
    let current: ElementRecord | undefined = element
    for (let steps = 0; current !== undefined && steps < MAX_ANCESTORS; steps++) {
      const block = blockByElement.get(current.index)
      if (block) return block
      current = elements[current.parent]
    }
    return undefined
  }
  for (const { element, text } of inlineQuotes) {
    if (text === "" || !visibleInMain(element)) continue
    const around = enclosingBlock(element)
    quotations.push({
      kind: "q",
      text,
      attribution: element.attributes.cite?.trim() || (around ? attributionIn(around.text) : null),
      location: element.location,
    })
  }

  const holdsQuoteMark = textHoldsMark(page.scan, QUOTE_MARKS)
  blocks.forEach((block, index) => {
    if (insideQuote[index] || NOT_PROSE.has(block.element.tag) || !inMainRegion(page, block.element.index))
      return
    if (!holdsQuoteMark(block.element) || !QUOTE_MARK.test(block.text)) return
    let attribution: string | null | undefined // the block's, found once, when a quotation needs it
    QUOTED.lastIndex = 0
    for (let match = QUOTED.exec(block.text); match !== null; match = QUOTED.exec(block.text)) {
      const quoted = (match[1] ?? match[2] ?? match[3] ?? match[4] ?? "").trim()
      if (countWords(quoted) < 4 || CODE_LIKE.test(quoted)) continue
      if (attribution === undefined) attribution = attributionIn(block.text)
      quotations.push({
        kind: "inline",
        text: quoted,
        attribution,
        location: block.element.location,
      })
    }
  })
  return quotations.sort((a, b) => a.location.line - b.location.line || a.location.column - b.location.column)
}
