import type { Finding, Locale, Result } from "@svc/contract"
import { itemText } from "@svc/core"
import { renderReport } from "@svc/pdf"
import { describe, expect, it } from "vitest"
import { textOf, unhyphenated } from "./pdf-text"
import { auditOf, galleryWithoutAlt, handmadeResult } from "./results"

/**
 * Text without white space or hyphens: pdftotext breaks a long address where the line breaks
 * ("/obrázky/ chlieb-2.jpg"), so passages are compared without either.
 */
const squeezed = (text: string) => unhyphenated(text).replace(/\s/g, "")

const imageAltOf = (result: Result): Finding => {
  const finding = result.findings.find((candidate) => candidate.id === "image-alt")
  if (finding?.items === undefined) throw new Error("image-alt reported no items")
  return finding
}

const expected: Readonly<Record<Locale, { heading: string; more: string }>> = {
  en: { heading: "Occurrences", more: "… 7 more like these (12 in all)." },
  sk: { heading: "Výskyty", more: "… Ďalšie podobné: 7 (spolu 12)." },
  es: { heading: "Casos", more: "… 7 más como estos (12 en total)." },
}

describe("a finding's items in the report", () => {
  for (const locale of ["en", "sk", "es"] as const)
    it(`lists the first five at their line and column and counts the rest, in ${locale}`, () => {
      const result = auditOf(galleryWithoutAlt, "https://pekaren.example/", locale)
      const finding = imageAltOf(result)
      expect(finding.itemCount).toBe(12)
      const text = squeezed(textOf(renderReport(result, { locale })))
      const items = finding.items ?? []
      // The heading beside the first five items at their places in order, then the count (the text
      // extraction may read the heading's line just after the first item's); the evidence, which only
      // summed up those items, is not printed again above them.
      expect(text).not.toContain(squeezed(finding.evidence))
      const block = text.slice(text.indexOf("imagealt"))
      expect(block.slice(0, block.indexOf("5:1") + 200)).toContain(squeezed(expected[locale].heading))
      expect(block.replace(squeezed(expected[locale].heading), "")).toContain(
        squeezed(
          [
            ...items
              .slice(0, 5)
              .map((item) => `${item.location?.line}:${item.location?.column} ${itemText(item)}`),
            expected[locale].more,
          ].join(" "),
        ),
      )
      // The sixth and later are counted, not listed.
      expect(text).not.toContain("chlieb6.jpg")
    })

  it("lists a handful of items whole, with no count after them, prints an item without a place, and a single item once", () => {
    const finding: Finding = {
      id: "duplicate-id",
      label: "Element ids are unique",
      status: "fail",
      level: "medium",
      category: "technical",
      evidence: "Two ids are used twice.",
      fix: "Give every element its own id.",
      items: [
        { message: 'id="košík" is used 2 times.', subject: "košík", location: { line: 14, column: 3 } },
        { message: "The response names no charset.", url: "https://pekaren.example/chlieb" },
      ],
      itemCount: 2,
    }
    const single: Finding = {
      ...finding,
      id: "has-hsts",
      evidence: "The response has no Strict-Transport-Security header.",
      items: [{ message: "The response has no Strict-Transport-Security header." }],
      itemCount: 1,
    }
    const text = squeezed(textOf(renderReport(handmadeResult({ findings: [finding, single] }))))
    expect(text).toContain(
      squeezed(
        'Two ids are used twice. Occurrences 14:3 id="košík" is used 2 times. The response names no charset. (https://pekaren.example/chlieb) Fix',
      ),
    )
    expect(text).not.toContain("morelikethese")
    // One item is the evidence's sentence: the report says it once.
    expect(text.split(squeezed("The response has no Strict-Transport-Security header."))).toHaveLength(2)
    expect(text.split("Occurrences")).toHaveLength(2)
  })
})
