import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { create, type Font } from "fontkit"
import { RenderFailed } from "./render-failed"

declare global {
  namespace PDFKit.Mixins {
    // pdfkit 0.20 also accepts an already parsed fontkit font; @types/pdfkit 0.17 does not know it yet.
    interface PDFFont {
      registerFont(name: string, src: Font): this
    }
  }
}

/** The faces the report is set in, by the name each is registered under in a document. */
export type FaceName = "regular" | "bold" | "mono"

const files: Readonly<Record<FaceName, string>> = {
  regular: "DejaVuSans.ttf",
  bold: "DejaVuSans-Bold.ttf",
  mono: "DejaVuSansMono.ttf",
}

/** The report's embedded faces (DejaVu: Latin, Greek and Cyrillic; no CJK) and what they can show. */
export interface ReportFonts {
  readonly faces: Readonly<Record<FaceName, Font>>
  /** Whether the text faces (regular and bold) have a glyph for the code point; mono sets only ids. */
  readonly covers: (codePoint: number) => boolean
}

const require = createRequire(import.meta.url)

const parse = (face: FaceName): Font => {
  const path = require.resolve(`dejavu-fonts-ttf/ttf/${files[face]}`)
  const parsed = create(readFileSync(path))
  if (!("hasGlyphForCodePoint" in parsed)) throw new Error(`${path} is a font collection, not one font`)
  return parsed
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
