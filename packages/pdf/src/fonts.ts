import { readFileSync } from "node:fs"
import { create, type Font, type GlyphRun } from "fontkit"
import { type FaceName, fontPath } from "./font-files"
import { RenderFailed } from "./render-failed"

declare global {
  namespace PDFKit.Mixins {
    // pdfkit 0.20 also accepts an already parsed fontkit font; @types/pdfkit 0.17 does not know it yet.
    interface PDFFont {
      registerFont(name: string, src: Font): this
    }
  }
}

/** The report's embedded faces (DejaVu: Latin, Greek and Cyrillic; no CJK) and what they can show. */
export interface ReportFonts {
  readonly faces: Readonly<Record<FaceName, Font>>
  /** Whether the text faces (regular and bold) have a glyph for the code point; mono sets only ids. */
  readonly covers: (codePoint: number) => boolean
}

const parse = (face: FaceName): Font => {
  const path = fontPath(face)
  const parsed = create(readFileSync(path))
  if (!("hasGlyphForCodePoint" in parsed)) throw new Error(`${path} is a font collection, not one font`)
  return withLayoutMemory(parsed)
}

/** Distinct words whose shaping is remembered per face; past that the memory starts afresh. */
const rememberedWords = 20_000

/**
 * The font, remembering how it shaped each word. pdfkit shapes every word again in every document
 * (its own cache lives as long as one document), and shaping is most of a report's cost; reports
 * share most of their words. pdfkit scales the positions it gets, so each caller gets fresh copies.
 */
const withLayoutMemory = (font: Font): Font => {
  const shaped = new Map<string, GlyphRun>()
  const remembering: Font = Object.create(font)
  remembering.layout = (text, features, ...rest) => {
    if (features !== undefined || rest.length > 0) return font.layout(text, features, ...rest)
    let run = shaped.get(text)
    if (run === undefined) {
      if (shaped.size >= rememberedWords) shaped.clear()
      run = font.layout(text)
      shaped.set(text, run)
    }
    return copyOf(run)
  }
  return remembering
}

const copyOf = (run: GlyphRun): GlyphRun => {
  const copy: GlyphRun = Object.create(run)
  copy.positions = run.positions.map((position) => ({ ...position }))
  return copy
}

let loaded: ReportFonts | undefined

/** Reads and parses the faces once per process; a missing or unreadable font file is a RenderFailed. */
export const loadFonts = (): ReportFonts => {
  if (loaded !== undefined) return loaded
  try {
    const faces = { regular: parse("regular"), bold: parse("bold"), mono: parse("mono") }
    const coverage = new Map<number, boolean>()
    const covers = (codePoint: number): boolean => {
      if (codePoint >= 0x20 && codePoint < 0x7f) return true
      let known = coverage.get(codePoint)
      if (known === undefined) {
        known = faces.regular.hasGlyphForCodePoint(codePoint) && faces.bold.hasGlyphForCodePoint(codePoint)
        coverage.set(codePoint, known)
      }
      return known
    }
    loaded = { faces, covers }
    return loaded
  } catch (cause) {
    throw new RenderFailed({ reason: "the report's fonts could not be loaded", cause })
  }
}

/** Registers the faces in a document under their names. */
export const registerFaces = (doc: PDFKit.PDFDocument, fonts: ReportFonts): void => {
  for (const [name, face] of Object.entries(fonts.faces)) doc.registerFont(name, face)
}
