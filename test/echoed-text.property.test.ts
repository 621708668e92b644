import type { Result } from "@svc/contract"
import { auditSnapshot, createRegistry, ECHO_LIMITS, snapshotOfHtml } from "@svc/core"
import { renderReport } from "@svc/pdf"
import { content } from "@svc/rules-content"
import { geo } from "@svc/rules-geo"
import { seo } from "@svc/rules-seo"
import { technical } from "@svc/rules-technical"
import fc from "fast-check"
import { describe, expect, it } from "vitest"

const registry = createRegistry([content, geo, seo, technical])

/** The cap of each string a result echoes from the page, by its path (array indexes as `[]`). */
const caps: Readonly<Record<string, number>> = {
  "page.title": ECHO_LIMITS.title,
  "page.description": ECHO_LIMITS.description,
  "page.language": ECHO_LIMITS.language,
  "page.canonical": ECHO_LIMITS.canonical,
  "query.primary": ECHO_LIMITS.phrase,
  "query.suggestions[]": ECHO_LIMITS.phrase,
  "findings[].evidence": ECHO_LIMITS.evidence,
}
/** Strings that are not the page's (the rules' own texts, the address audited, names of the contract). */
const OTHER_STRINGS = 2048

/** Every string of a result with its path. */
const stringsOf = (value: unknown, path = ""): Array<{ path: string; text: string }> => {
  if (typeof value === "string") return [{ path, text: value }]
  if (Array.isArray(value)) return value.flatMap((item) => stringsOf(item, `${path}[]`))
  if (typeof value === "object" && value !== null)
    return Object.entries(value).flatMap(([key, item]) =>
      stringsOf(item, path === "" ? key : `${path}.${key}`),
    )
  return []
}

const overCap = (result: Result) =>
  stringsOf(result)
    .filter(({ path, text }) => text.length > (caps[path] ?? OTHER_STRINGS))
    .map(({ path, text }) => `${path}: ${text.length}`)

/** Text that may go anywhere in a page: long runs, every plane, surrogate pairs; never markup. */
const pageText = fc
  .oneof(
    fc.string({ unit: "grapheme", maxLength: 300 }),
    fc
      .tuple(
        fc.constantFrom("a", "Ľúbivý ", "😀", "東京", "word ", "x-y "),
        fc.integer({ min: 1, max: 4000 }),
      )
      .map(([piece, times]) => piece.repeat(times)),
  )
  .map((text) => text.replace(/[<>&"]/g, " "))

const page = fc
  .record({
    title: pageText,
    description: pageText,
    lang: pageText,
    canonical: pageText,
    heading: pageText,
    words: fc.array(pageText, { maxLength: 6 }),
    images: fc.array(pageText, { maxLength: 40 }),
    links: fc.array(fc.tuple(pageText, pageText), { maxLength: 20 }),
  })
  .map(
    ({ title, description, lang, canonical, heading, words, images, links }) =>
      `<!doctype html><html lang="${lang}"><head><title>${title}</title>` +
      `<meta name="description" content="${description}"><link rel="canonical" href="https://example.com/${canonical}">` +
      `</head><body><h1>${heading}</h1>${words.map((text) => `<p>${text}</p>`).join("")}` +
      images.map((source) => `<img src="http://example.com/${source}">`).join("") +
      links.map(([href, text]) => `<a href="javascript:${href}">${text}</a>`).join("") +
      "</body></html>",
  )

describe("what a result echoes from the page", () => {
  it("is at most its documented length, whatever the page", () => {
    fc.assert(
      fc.property(page, fc.option(pageText, { nil: undefined }), (html, query) => {
        const result = auditSnapshot(snapshotOfHtml(html), { registry, query })
        expect(overCap(result)).toEqual([])
      }),
      { numRuns: 40 },
    )
  })

  it("keeps a page with a 5 MiB title to a small result and a PDF of the usual size", () => {
    const title = "Sourdough bread ".repeat(327_680)
    const html = (pageTitle: string) =>
      `<!doctype html><html lang="en"><head><title>${pageTitle}</title>` +
      `<meta name="description" content="${pageTitle}"></head><body><h1>${pageTitle}</h1><p>Fresh bread.</p></body></html>`
    const huge = auditSnapshot(snapshotOfHtml(html(title)), { registry })
    expect(huge.page.title).toHaveLength(ECHO_LIMITS.title)
    expect(huge.page.title?.endsWith("…")).toBe(true)
    expect(overCap(huge)).toEqual([])
    expect(JSON.stringify(huge).length).toBeLessThan(64_000)

    const usual = auditSnapshot(snapshotOfHtml(html("Sourdough bread in Košice")), { registry })
    const usualPdf = renderReport(usual).byteLength
    expect(renderReport(huge).byteLength).toBeLessThan(usualPdf * 1.5)
    // A hang guard for auditing 15 MiB of HTML on a busy 2-core machine, not a speed limit (pnpm bench is).
  }, 120_000)
})
