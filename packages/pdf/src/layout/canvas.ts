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
  const setStyle = (style: TextStyle) => doc.font(style.face).fontSize(style.size).fillColor(style.color)
  const measure = (text: string, style: TextStyle, width: number) =>
    text === "" ? 0 : setStyle(style).heightOfString(text, { width, lineGap: style.lineGap })
  const widthOf = (text: string, style: TextStyle) => setStyle(style).widthOfString(text)
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
      const height = measure(text, style, width)
      setStyle(style).text(text, x, top, {
        width,
        // A height stops pdfkit from ever breaking the page itself: the flow decides where pages end.
        height: height + style.size,
        lineGap: style.lineGap,
        align: options.align ?? "left",
        ...(options.link === undefined ? {} : { link: options.link }),
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
