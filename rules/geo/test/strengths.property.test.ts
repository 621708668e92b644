import { auditSnapshot, createRegistry, snapshotOfHtml } from "@svc/core"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { geo } from "../src/index"
import { ARTICLE_URL, prose } from "./pages"

const registry = createRegistry([geo])
const STRENGTHS =
  " “Good bread needs time,” said Eva Nováková, the head baker. Sales rose 42 % last year, according to " +
  '<a href="https://doi.org/10.1000/182">a study</a>.'

/** An article: H1, a lead, and sections short enough that a sentence more never crosses a length threshold. */
const article = fc
  .record({
    sections: fc.array(fc.tuple(fc.integer({ min: 40, max: 140 }), fc.integer({ min: 40, max: 140 })), {
      minLength: 1,
      maxLength: 4,
    }),
    offset: fc.nat(200),
    target: fc.nat(),
  })
  .map(({ sections, offset, target }) => {
    const at = target % sections.length
    const page = (extra: string) =>
      `<title>Sourdough bread</title><main><h1>Sourdough bread</h1><p>Sourdough bread is bread leavened by wild yeast and lactic bacteria.</p>${sections
        .map(
          ([first, second], index) =>
            `<h2>${prose(3, offset + index)}</h2><p>${prose(first, offset + index * 5)}</p><p>${prose(second, offset + index * 7)}${index === at ? extra : ""}</p>`,
        )
        .join("")}</main>`
    return { plain: page(""), stronger: page(STRENGTHS) }
  })

const scoreOf = (html: string) =>
  auditSnapshot(snapshotOfHtml(html, { url: ARTICLE_URL }), { registry }).score

describe("GEO strengths earn points", () => {
  it("adding a quotation, a figure and a cited source never lowers the GEO score or the ai part", () => {
    fc.assert(
      fc.property(article, ({ plain, stronger }) => {
        const before = scoreOf(plain)
        const after = scoreOf(stronger)
        expect(after.geo ?? 0).toBeGreaterThanOrEqual(before.geo ?? 0)
        expect(after.parts.ai ?? 0).toBeGreaterThanOrEqual(before.parts.ai ?? 0)
      }),
      { numRuns: 60 },
    )
  })

  it("raises the GEO score of a page long enough to be judged on them", () => {
    const plain = `<title>Sourdough bread</title><main><h1>Sourdough bread</h1><p>Sourdough bread is bread leavened by wild yeast and lactic bacteria.</p><p>${prose(320)}</p></main>`
    const stronger = plain.replace("</p></main>", `${STRENGTHS}</p></main>`)
    expect(scoreOf(stronger).geo ?? 0).toBeGreaterThan(scoreOf(plain).geo ?? 0)
  })
})
