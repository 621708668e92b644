import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { extractFacts } from "../../src/facts/extract-facts"
import { factKeys } from "../../src/facts/extractors"
import type { PageFacts } from "../../src/facts/page-facts"
import { isUnavailable } from "../../src/facts/unavailable"
import { snapshotOfHtml } from "../../src/snapshot"
import { corpusDir, describeOverCorpus } from "./real-world-corpus"

/** Every fact of a page; fails when one is unavailable although the page itself was read. */
const everyFact = (html: string) => {
  const facts = extractFacts(snapshotOfHtml(html))
  for (const key of factKeys) {
    const fact = facts[key]
    if (["robots", "sitemap", "llms"].includes(key)) continue // never fetched for an HTML string
    if (fact === undefined || isUnavailable(fact)) throw new Error(`${key}: ${fact?.reason}`)
  }
  return facts as Partial<PageFacts>
}

const tagSoup = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        "<div>",
        "</div>",
        "<p>",
        "<a href='/x'>",
        "</a>",
        "<table><tr><td>",
        "<svg><title>",
        "<template>",
        "<!--",
        "-->",
        "<script>",
        "</script>",
        "<h1>",
        "<img alt=",
        "<meta name=description content=",
        "<base href=",
        "<html lang=",
        "&amp;",
        "&#xD800;",
        "\u0000",
      ),
      fc.string({ unit: "binary", maxLength: 12 }),
      fc.string({ unit: "grapheme", maxLength: 12 }),
    ),
    { maxLength: 80 },
  )
  .map((parts) => parts.join(""))

/** Tag soup that opens one element after another past the parser's depth cap, tables, selects and templates among them. */
const soupPastTheCap = fc
  .array(
    fc.oneof(
      tagSoup,
      fc.constantFrom(
        "<select>",
        "<option>",
        "</select>",
        "<caption>",
        "<colgroup><col>",
        "</td>",
        "</tr>",
        "</table>",
        "</template>",
        "<math><mi>",
        "<b>",
        "</b>",
        "<frameset>",
        "<li>",
        "<textarea>",
      ),
    ),
    { maxLength: 40 },
  )
  .map((parts) => `<div>${"<span>".repeat(600)}${parts.join("")}</div>`)

describe("extraction never throws", () => {
  it("on arbitrary strings, lone surrogates included", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 2000 }), (html) => {
        expect(() => everyFact(html)).not.toThrow()
      }),
      { numRuns: 300 },
    )
  })

  it("on generated tag soup, with main words never above total words", () => {
    fc.assert(
      fc.property(tagSoup, (html) => {
        const { content } = everyFact(html)
        expect(content?.wordCount.main).toBeLessThanOrEqual(content?.wordCount.total ?? -1)
      }),
      { numRuns: 300 },
    )
  })

  it("on generated tag soup nested past the depth cap", () => {
    fc.assert(
      fc.property(soupPastTheCap, (html) => {
        const { document } = everyFact(html)
        expect(document?.maxDepth).toBeLessThanOrEqual(512)
      }),
      { numRuns: 200 },
    )
  }, 60_000)

  it("on 100,000 levels of nesting, which the parser nests 512 deep as Chromium does", () => {
    const html = `${"<div>".repeat(100_000)}<p>deep text</p>${"</div>".repeat(100_000)}`
    const { content, document } = everyFact(html)
    expect(content?.wordCount.total).toBe(2)
    expect(document?.maxDepth).toBe(512)
  }, 60_000)

  it("on more elements and comments than it reads: the facts are those of the page up to where reading stopped", () => {
    const before = "<p>before</p>"
    const html = `${before}${"<!---->".repeat(400_000)}<p>after</p>`
    const { content, document } = everyFact(html)
    // <html>, <head>, <body> and the first <p> are 4 nodes: the 399,997th comment is the 400,001st node.
    const offset = before.length + "<!---->".length * 399_996
    expect(document?.readCut).toEqual({ offset, location: { line: 1, column: offset + 1 }, nodes: 400_000 })
    expect(document?.elementCount).toBe(4)
    expect(content?.wordCount.total).toBe(1)
    expect(everyFact("<p>whole</p>".repeat(1000)).document?.readCut).toBeNull()
  }, 60_000)

  it("on a 1 MB attribute and a 10 MB page", () => {
    const huge = "x".repeat(1_048_576)
    const { images } = everyFact(`<img alt="${huge}" src="a.png"><p>after</p>`)
    expect(images?.[0]?.alt?.length).toBe(1_048_576)
    const { content } = everyFact(
      `<main>${"<p>word word word word word word word word.</p>\n".repeat(200_000)}</main>`,
    )
    expect(content?.wordCount.main).toBe(1_600_000)
  }, 120_000)
})

describeOverCorpus("extraction over the real-world corpus", () => {
  it("reads every page, with main words never above total words", () => {
    const pages = readdirSync(corpusDir).filter((name) => name.endsWith(".html"))
    expect(pages.length).toBeGreaterThan(100)
    for (const name of pages) {
      const { content, head } = everyFact(readFileSync(join(corpusDir, name), "utf8"))
      expect(content?.wordCount.main, name).toBeLessThanOrEqual(content?.wordCount.total ?? -1)
      expect(head, name).toBeDefined()
    }
  }, 120_000)
})
