/** What stands in for a character the report's font has no glyph for (CJK, emoji, rarer scripts). */
export const REPLACEMENT = "□"
export const ELLIPSIS = "…"

/** What preparing texts for print had to change, so the report can say so once. */
export interface PrintNotes {
  replaced: boolean
  shortened: boolean
}

// Characters that have no look of their own: bidi and zero-width controls, variation selectors, tags.
const invisible = /\p{Default_Ignorable_Code_Point}/gu
// C0/C1 controls other than the line feed; tabs and form feeds become spaces below.
const controls = /[^\P{Cc}\n]/gu
const lineSeparators = /\r\n?|[\u2028\u2029\u0085]/g

/**
 * Makes any text safe and honest to print: composed (so `č` uses its own glyph), without control or
 * invisible characters, with a visible stand-in for each character the font cannot show, and cut to
 * `maxLength` characters with an ellipsis. Quoted page content keeps its language: only what cannot be
 * drawn is replaced.
 */
export const printer = (covers: (codePoint: number) => boolean) => {
  const notes: PrintNotes = { replaced: false, shortened: false }
  const print = (text: string, maxLength = Number.POSITIVE_INFINITY): string => {
    const cleaned = text
      .normalize("NFC")
      .replace(lineSeparators, "\n")
      .replace(/[\t\f\v]/g, " ")
      .replace(controls, "")
      .replace(invisible, "")
      .replace(/\n{3,}/g, "\n\n")
      .trim()
    let printed = ""
    let length = 0
    for (const character of cleaned) {
      if (length >= maxLength) {
        notes.shortened = true
        return `${printed.trimEnd()}${ELLIPSIS}`
      }
      const codePoint = character.codePointAt(0) ?? 0
      if (character === "\n" || covers(codePoint)) printed += character
      else {
        printed += REPLACEMENT
        notes.replaced = true
      }
      length++
    }
    return printed
  }
  return { print, notes }
}

export type Print = ReturnType<typeof printer>["print"]
