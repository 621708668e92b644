import type { Result } from "@svc/contract"
import { renderReport } from "@svc/pdf"
import { describe, expect, it } from "vitest"
import { page } from "../src/theme"
import { collapse, pagesOf, textOf, type Word, wordsOf } from "./pdf-text"
import { handmadeResult, manyFindings } from "./results"

const bands = {
  header: { top: page.headerY - 2, bottom: page.headerY + 12 },
  footer: { top: page.footerY - 2, bottom: page.footerY + 12 },
}
const inBand = (word: Word, band: { top: number; bottom: number }) =>
  word.yMin >= band.top && word.yMax <= band.bottom
const lineText = (words: ReadonlyArray<Word>) =>
  [...words]
    .sort((a, b) => a.xMin - b.xMin)
    .map((word) => word.text)
    .join(" ")

/**
 * Nothing runs off the paper or into the running header and footer: every word lies inside the
 * content frame, or in a header or footer band that holds exactly the header and footer text.
 */
const expectNoOverflow = (pdf: Uint8Array, result: Result) => {
  const { pages, words } = wordsOf(pdf)
  expect(pages.length).toBeGreaterThan(0)
  const contentBottom = page.height - page.bottom
  for (const word of words) {
    expect(word.xMin, `${word.text} on page ${word.page}`).toBeGreaterThanOrEqual(page.left - 0.5)
    expect(word.xMax, `${word.text} on page ${word.page}`).toBeLessThanOrEqual(page.width - page.right + 0.5)
    const inFrame = word.yMin >= page.top - 1 && word.yMax <= contentBottom + 1
    expect(
      inFrame || inBand(word, bands.header) || inBand(word, bands.footer),
      `${word.text} on page ${word.page}`,
    ).toBe(true)
  }
  pages.forEach((_, index) => {
    const onPage = words.filter((word) => word.page === index + 1)
    const header = lineText(onPage.filter((word) => inBand(word, bands.header)))
    const prefix = "svc Website audit report "
    expect(header.startsWith(prefix), header).toBe(true)
    const address = header.slice(prefix.length)
    const shortened = address.endsWith("…") && result.url.startsWith(address.slice(0, -1))
    expect(address === result.url || shortened, address).toBe(true)
    expect(lineText(onPage.filter((word) => inBand(word, bands.footer)))).toBe(
      `Scanned 22 November 2026 at 10:15 UTC Page ${index + 1} of ${pages.length}`,
    )
  })
}

/** The last line of body text on each page. */
const lastLines = (pdf: Uint8Array): string[] => {
  const { pages, words } = wordsOf(pdf)
  return pages.map((_, index) => {
    const body = words.filter(
      (word) => word.page === index + 1 && !inBand(word, bands.header) && !inBand(word, bands.footer),
    )
    const lowest = Math.max(...body.map((word) => word.yMin))
    return lineText(body.filter((word) => Math.abs(word.yMin - lowest) < 2))
  })
}

describe("page layout", () => {
  const result = handmadeResult({ findings: manyFindings(200) })
  const pdf = renderReport(result)

  it("renders 200 findings with no text outside the page frame, page numbers on every page", () => {
    expectNoOverflow(pdf, result)
    expect(pagesOf(pdf).length).toBeGreaterThan(10)
  })

  it("never splits a finding from its fix: label, evidence and fix share a page", () => {
    const pages = pagesOf(pdf)
    for (const finding of result.findings) {
      const where = (text: string) => pages.findIndex((pageText) => pageText.includes(collapse(text)))
      const labelPage = where(finding.label)
      expect(labelPage, finding.label).toBeGreaterThanOrEqual(0)
      expect(where(finding.evidence), finding.evidence).toBe(labelPage)
      expect(where(finding.fix), finding.fix).toBe(labelPage)
    }
  })

  it("never leaves a heading as the last line of a page", () => {
    const headings = new Set([
      "Scores",
      "Checks",
      "Lighthouse",
      "Search phrase",
      "Page facts",
      "Findings 200 to act on, worst first",
      "Failed (140)",
      "To review (60)",
    ])
    for (const line of lastLines(pdf)) expect(headings.has(line), line).toBe(false)
  })

  it("shortens very long evidence so its finding still fits one page, and says so", () => {
    const longResult = handmadeResult({
      findings: manyFindings(
        12,
        (index) => `Evidence ${index}: ${"a long quoted paragraph of page text ".repeat(600)}`,
      ),
    })
    const longPdf = renderReport(longResult)
    expectNoOverflow(longPdf, longResult)
    const text = textOf(longPdf)
    expect(text).toContain("Evidence 11: a long quoted paragraph")
    expect(text).toContain("Texts ending in … are shortened; the JSON result has them in full.")
    for (const finding of longResult.findings) expect(text).toContain(collapse(finding.fix))
  })

  it("keeps wide unbroken text (CJK, long URLs) inside the frame", () => {
    const wide = handmadeResult({
      url: `https://shop.example.com/${"very-long-path-segment/".repeat(80)}`,
      page: {
        ...handmadeResult().page,
        title: "東京の".repeat(200),
        canonical: `https://x.example/${"q".repeat(1500)}`,
      },
      findings: manyFindings(30, (index) => `${index} ${"東京のパン屋さんで焼きたてのパン".repeat(80)}`).map(
        (finding) => ({
          ...finding,
          label: `${finding.label} ${"W".repeat(400)}`,
          fix: `${finding.fix} https://example.com/${"x".repeat(3000)}`,
        }),
      ),
    })
    expectNoOverflow(renderReport(wide), wide)
  })
})
