import type { Locale } from "@svc/contract"
import type { Print, PrintNotes } from "../printable"
import type { TextKey } from "../report-text"
import { page } from "../theme"
import type { TextStyle } from "./text-style"

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

/** How a text is laid out: its height, and its width when it fits on one line. */
interface Layout {
  readonly height: number
  readonly lineWidth?: number
}

/** Texts longer than this always go through the line wrapper (no single line holds them). */
const oneLineAtMost = 160

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
  const widths = new Map<string, number>()
  const widthOf = (text: string, style: TextStyle) => {
    const key = `${style.face} ${style.size} ${text}`
    let width = widths.get(key)
    if (width === undefined) {
      width = useFace(style).widthOfString(text)
      widths.set(key, width)
    }
    return width
  }

  // Blocks are measured before they are drawn, and drawing needs the measure again: lay out each text
  // once. Most texts are short enough for one line; those skip pdfkit's line wrapper altogether.
  const layouts = new Map<string, Layout>()
  const layout = (text: string, style: TextStyle, width: number): Layout => {
    const key = `${style.face} ${style.size} ${style.lineGap} ${width} ${text}`
    let known = layouts.get(key)
    if (known === undefined) {
      const lineWidth =
        text.length <= oneLineAtMost && !text.includes("\n") ? widthOf(text, style) : undefined
      known =
        lineWidth !== undefined && lineWidth <= width
          ? { height: useFace(style).currentLineHeight(true) + style.lineGap, lineWidth }
          : { height: useFace(style).heightOfString(text, { width, lineGap: style.lineGap }) }
      layouts.set(key, known)
    }
    return known
  }
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
      const { height, lineWidth } = layout(text, style, width)
      const align = options.align ?? "left"
      const link = options.link === undefined ? {} : { link: options.link }
      useFace(style).fillColor(style.color)
      if (lineWidth !== undefined) {
        const shift = align === "right" ? width - lineWidth : align === "center" ? (width - lineWidth) / 2 : 0
        doc.text(text, x + shift, top, { lineBreak: false, ...link })
      } else {
        doc.text(text, x, top, {
          width,
          // A height stops pdfkit from ever breaking the page itself: the flow decides where pages end.
          height: height + style.size,
          lineGap: style.lineGap,
          align,
          ...link,
        })
      }
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
