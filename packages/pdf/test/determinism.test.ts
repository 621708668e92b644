import { renderReport } from "@svc/pdf"
import { describe, expect, it } from "vitest"
import { rawOf } from "./pdf-text"
import { demoResult, handmadeResult, manyFindings, scannedAt } from "./results"

const sameBytes = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b))

describe("the same result gives the same bytes", () => {
  it("renders one result twice to identical bytes, in every locale", () => {
    for (const locale of ["en", "sk", "es"] as const) {
      const result = demoResult(locale)
      expect(sameBytes(renderReport(result, { locale }), renderReport(result, { locale }))).toBe(true)
    }
  })

  it("stays identical across results rendered in between (nothing carries over from one document to the next)", () => {
    const result = handmadeResult({ findings: manyFindings(40) })
    const first = renderReport(result)
    renderReport(handmadeResult({ findings: manyFindings(5, () => "Кириллица, Ελληνικά, 東京") }), {
      locale: "es",
    })
    expect(sameBytes(first, renderReport(result))).toBe(true)
  })

  it("dates the PDF at the scan time by default, or at the creation date given", () => {
    const result = demoResult()
    expect(rawOf(renderReport(result))).toContain("(D:20261122101530Z)")
    const createdAt = new Date("2027-01-02T03:04:05.000Z")
    const dated = renderReport(result, { createdAt })
    expect(rawOf(dated)).toContain("(D:20270102030405Z)")
    expect(sameBytes(dated, renderReport(result, { createdAt }))).toBe(true)
    expect(sameBytes(dated, renderReport(result))).toBe(false)
  })

  it("changes when the result changes", () => {
    const result = handmadeResult()
    const other = handmadeResult({ score: { ...result.score, svc: 61 } })
    expect(sameBytes(renderReport(result), renderReport(other))).toBe(false)
    expect(result.scannedAt).toBe(scannedAt)
  })
})
