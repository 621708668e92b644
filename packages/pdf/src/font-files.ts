import { closeSync, openSync, readSync } from "node:fs"
import { createRequire } from "node:module"
import { RenderFailed } from "./render-failed"

/** The faces the report is set in, by the name each is registered under in a document. */
export type FaceName = "regular" | "bold" | "mono"

const files: Readonly<Record<FaceName, string>> = {
  regular: "DejaVuSans.ttf",
  bold: "DejaVuSans-Bold.ttf",
  mono: "DejaVuSansMono.ttf",
}

const require = createRequire(import.meta.url)

/** Where the installed face is (`dejavu-fonts-ttf`); throws when the package or the file is not there. */
export const fontPath = (face: FaceName): string => require.resolve(`dejavu-fonts-ttf/ttf/${files[face]}`)

/** The first four bytes of a file holding one TrueType or OpenType font (a collection is `ttcf`). */
const SINGLE_FONT_TAGS = new Set(["00010000", "74727565", "4f54544f"])

/**
 * Whether every face the report needs is installed and readable as one font, read from the files'
 * headers alone: what a process that renders no report itself checks at start-up, without loading
 * pdfkit or parsing the faces. A missing or unreadable file, or another kind of file, is a RenderFailed.
 * `pathOf` says where each face is (the installed one unless told).
 */
export const checkFontFiles = (pathOf: (face: FaceName) => string = fontPath): void => {
  for (const face of Object.keys(files) as ReadonlyArray<FaceName>) {
    let path = files[face]
    try {
      path = pathOf(face)
      const header = Buffer.alloc(4)
      const fd = openSync(path, "r")
      try {
        readSync(fd, header, 0, 4, 0)
      } finally {
        closeSync(fd)
      }
      if (!SINGLE_FONT_TAGS.has(header.toString("hex"))) throw new Error(`${path} is not one TrueType font`)
    } catch (cause) {
      throw new RenderFailed({ reason: `the report's font ${path} could not be read`, cause })
    }
  }
}
