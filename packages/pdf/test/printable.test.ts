import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import { loadFonts } from "../src/fonts"
import { ELLIPSIS, printer, REPLACEMENT } from "../src/printable"

const { covers } = loadFonts()
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

describe("preparing text for print", () => {
  it("keeps what the font shows, replaces what it cannot, and notes that it did", () => {
    const { print, notes } = printer(covers)
    expect(print("Košice · Ψωμί · Хлеб · ñ")).toBe("Košice · Ψωμί · Хлеб · ñ")
    expect(notes.replaced).toBe(false)
    expect(print("東京 bakery")).toBe(`${REPLACEMENT}${REPLACEMENT} bakery`)
    expect(notes.replaced).toBe(true)
  })

  it("shortens to a number of characters, not code units, and notes that it did", () => {
    const { print, notes } = printer(covers)
    expect(print("abcdef", 6)).toBe("abcdef")
    expect(notes.shortened).toBe(false)
    expect(print("Ľúbivý kôň skáče", 6)).toBe(`Ľúbivý${ELLIPSIS}`)
    expect(notes.shortened).toBe(true)
  })

  it("turns line separators into line feeds and keeps at most one blank line", () => {
    const { print } = printer(covers)
    expect(print("a\r\nb\rc\u2028d\n\n\n\ne\tf")).toBe("a\nb\nc\nd\n\ne f")
  })

  test.prop([fc.string({ unit: "binary", maxLength: 300 }), fc.nat({ max: 400 })])(
    "never leaves a control character, an invisible one, a lone surrogate or more than the limit",
    (text, limit) => {
      const printed = printer(covers).print(text, limit)
      expect(printed).not.toMatch(/[^\P{Cc}\n]|\p{Default_Ignorable_Code_Point}/u)
      expect(printed).not.toMatch(loneSurrogate)
      expect([...printed].length).toBeLessThanOrEqual(limit + 1)
      for (const character of printed)
        if (character !== "\n") expect(covers(character.codePointAt(0) ?? 0), character).toBe(true)
    },
  )
})
