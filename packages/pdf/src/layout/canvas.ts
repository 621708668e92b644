import type { Locale } from "@svc/contract"
import type { TextKey } from "@svc/core"
import type { Print, PrintNotes } from "../printable"
import { page } from "../theme"
import type { TextStyle } from "./text-style"
import { wrapLines } from "./wrap-lines"

export type Texts = (key: TextKey, values?: Readonly<Record<string, string | number>>) => string

export interface WriteOptions {
  readonly link?: string | undefined
  readonly align?: "left" | "center" | "right"
}

/** What every section draws with: the document, the report's texts, printable text and the page flow. */
export interface Canvas {
  readonly doc: PDFKit.PDFDocument
  readonly locale: Locale
  readonly t: Texts
  readonly print: Print
  /** What `print` had to change so far. */
  readonly notes: PrintNotes
  /** The top of the free space on the current page. */
  readonly y: number
  readonly bottom: number
  /** The height `text` takes set in `style` and wrapped to `width`. */
  measure(text: string, style: TextStyle, width: number): number
  /** The width of `text` on one line. */
  widthOf(text: string, style: TextStyle): number
  /** Draws wrapped text with its top at `y`; returns its height. Never starts a page of its own. */
  write(text: string, style: TextStyle, x: number, y: number, width: number, options?: WriteOptions): number
  /** `text` shortened with an ellipsis until it fits on one line of `width`. */
  fitLine(text: string, style: TextStyle, width: number): string
  /**
   * Places a block of `height` at the current position, on a new page when it does not fit — with
   * `keepWithNext`, when it and that much of what follows do not fit (so a heading never ends a page).
   */
  place(height: number, draw: (top: number) => void, keepWithNext?: number): void
  /** Vertical space between blocks; none at the top of a page. */
  space(points: number): void
}

/** How a text is laid out: its lines with their widths, and its height. */
interface Layout {
  readonly lines: ReadonlyArray<{ readonly text: string; readonly width: number }>
  readonly height: number
}

/** Distinct texts whose widths are remembered per process; past that the memory starts afresh. */
const rememberedWidths = 50_000
/** Widths by face, size and text. The faces are parsed once per process, so a width never changes. */
const widths = new Map<string, number>()

const frameTop = page.top
const frameBottom = page.height - page.bottom

/** A canvas over a document whose first page is already added. */
export const canvasOf = (
  doc: PDFKit.PDFDocument,
  locale: Locale,
  t: Texts,
  { print, notes }: { print: Print; notes: PrintNotes },
): Canvas => {
  let y: number = frameTop
  const useFace = (style: TextStyle) => doc.font(style.face).fontSize(style.size)
  const widthOf = (text: string, style: TextStyle) => {
    const key = `${style.face} ${style.size} ${text}`
    let width = widths.get(key)
    if (width === undefined) {
      if (widths.size >= rememberedWidths) widths.clear()
      width = useFace(style).widthOfString(text)
      widths.set(key, width)
    }
    return width
  }

  // Blocks are measured before they are drawn, and drawing needs the measure again: lay out each text
  // once. Lines are broken here rather than by pdfkit, whose wrapper measures every word again in
  // every call; words recur across a report, and their widths are remembered.
  const layouts = new Map<string, Layout>()
  const layout = (text: string, style: TextStyle, width: number): Layout => {
    const key = `${style.face} ${style.size} ${style.lineGap} ${width} ${text}`
    let known = layouts.get(key)
    if (known === undefined) {
      const measureLine = (line: string) => widthOf(line, style)
      const whole = text.includes("\n") ? Number.POSITIVE_INFINITY : measureLine(text)
      const lines = (whole <= width ? [text] : wrapLines(text, width, measureLine)).map((line) => ({
        text: line,
        width: measureLine(line),
      }))
      known = { lines, height: lines.length * lineHeightOf(style) }
      layouts.set(key, known)
    }
    return known
  }
  const lineHeightOf = (style: TextStyle) => useFace(style).currentLineHeight(true) + style.lineGap
  const measure = (text: string, style: TextStyle, width: number) =>
    text === "" ? 0 : layout(text, style, width).height

  return {
    doc,
    locale,
    t,
    print,
    notes,
    get y() {
      return y
    },
    bottom: frameBottom,
    measure,
    widthOf,
    write(text, style, x, top, width, options = {}) {
      if (text === "") return 0
      const { lines, height } = layout(text, style, width)
      const align = options.align ?? "left"
      const link = options.link === undefined ? {} : { link: options.link }
      const step = lineHeightOf(style)
      useFace(style).fillColor(style.color)
      lines.forEach((line, index) => {
        if (line.text === "") return
        const shift =
          align === "right" ? width - line.width : align === "center" ? (width - line.width) / 2 : 0
        doc.text(line.text, x + shift, top + index * step, { lineBreak: false, ...link })
      })
      return height
    },
    fitLine(text, style, width) {
      if (widthOf(text, style) <= width) return text
      const characters = [...text]
      let low = 0
      let high = characters.length
      while (low < high) {
        const middle = Math.ceil((low + high) / 2)
        if (widthOf(`${characters.slice(0, middle).join("").trimEnd()}…`, style) <= width) low = middle
        else high = middle - 1
      }
      return `${characters.slice(0, low).join("").trimEnd()}…`
    },
    place(height, draw, keepWithNext = 0) {
      if (y > frameTop && y + height + keepWithNext > frameBottom) {
        doc.addPage()
        y = frameTop
      }
      draw(y)
      y += height
    },
    space(points) {
      if (y === frameTop) return
      y = Math.min(y + points, frameBottom)
    },
  }
}
