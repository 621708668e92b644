import { renderReport } from "@svc/pdf"
import { describe, expect, it } from "vitest"
import { textOf } from "./pdf-text"
import { handmadeResult, manyFindings } from "./results"

const withEvidence = (evidence: string, title = "Shop") =>
  handmadeResult({
    page: { ...handmadeResult().page, title },
    findings: manyFindings(1, () => evidence),
  })

describe("quoted page content in other scripts", () => {
  it("keeps Cyrillic, Greek and Latin with diacritics as they are", () => {
    const quoted = "Заголовок «Свежий хлеб» · Τίτλος «Φρέσκο ψωμί» · Título «Pan de masa madre» · Ľúbivý kôň"
    const text = textOf(renderReport(withEvidence(quoted, "Хлеб и выпечка — Ψωμί")))
    expect(text).toContain(quoted)
    expect(text).toContain("Хлеб и выпечка — Ψωμί")
    expect(text).not.toContain("□")
  })

  it("stands □ in for each character the font cannot show, and says what □ means", () => {
    const text = textOf(
      renderReport(withEvidence("見出し「焼きたて」 and Hindi हिन्दी", "東京のパン屋 Bakery")),
    )
    expect(text).toContain("□□□□□ Bakery")
    expect(text).toMatch(/□+ and Hindi □+/)
    expect(text).toContain(
      "□ stands for characters the report's font cannot show; the JSON result has the full text.",
    )
  })

  it("drops invisible and control characters instead of printing boxes for them", () => {
    const text = textOf(
      renderReport(withEvidence("zero\u200bwidth\u0007 bell, soft\u00adhyphen, bidi \u202eabc\u202c end")),
    )
    expect(text).toContain("zerowidth bell, softhyphen, bidi abc end")
    expect(text).not.toContain("□")
  })

  it("composes decomposed letters so Slovak diacritics print as one glyph each", () => {
    const decomposed = "Kos\u030cice, l\u030cadovy\u0301 c\u030caj"
    const text = textOf(renderReport(withEvidence(decomposed)))
    expect(text).toContain("Košice, ľadový čaj")
  })
})
