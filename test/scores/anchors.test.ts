// The ends of the scale (docs/scoring.md, "Anchored ends"): pages without content of their own score
// near the bottom whatever else they get right; thorough articles of the corpus score high on content.
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { extractFacts, isUnavailable, snapshotOfHtml } from "@svc/core"
import { describe, expect, it } from "vitest"
import { generatedPage } from "../../bench/generated-page"
import { corpusDir, describeOverCorpus } from "../../packages/core/test/facts/real-world-corpus"
import { anchorPages } from "./anchor-pages"
import { auditPage as audit } from "./audit-page"

describe("the low end of the scale", () => {
  it.each(anchorPages)("$name: main score at most 20, content at most 10", ({ html }) => {
    const { score } = audit(html)
    expect(score.svc).not.toBeNull()
    expect(score.svc).toBeLessThanOrEqual(20)
    expect(score.parts.content).toBeLessThanOrEqual(10)
  })

  it.each(anchorPages)("$name: has-content is the finding that says why", ({ html }) => {
    const { findings } = audit(html)
    expect(findings.find((finding) => finding.id === "has-content")?.status).toBe("fail")
  })

  it("the generated bench pages, which have content, are not at the low end", () => {
    for (let seed = 1; seed <= 10; seed++) {
      const { score } = audit(generatedPage(20_000 + seed * 3_000, seed))
      expect(score.parts.content).toBeGreaterThan(50)
    }
  })
})

/** A thorough article: typed as one, long, structured (subheadings in its main text), dated, signed, described and sourced. */
const isThoroughArticle = (html: string, url: string): boolean => {
  const facts = extractFacts(snapshotOfHtml(html, { url }), {
    keys: ["head", "headings", "content", "pageType", "dates", "citations", "schemaNodes"],
  })
  const { head, headings, content, pageType, dates, citations } = facts
  if (
    head === undefined ||
    headings === undefined ||
    content === undefined ||
    pageType === undefined ||
    dates === undefined ||
    citations === undefined ||
    isUnavailable(head) ||
    isUnavailable(headings) ||
    isUnavailable(content) ||
    isUnavailable(pageType) ||
    isUnavailable(dates) ||
    isUnavailable(citations)
  )
    return false
  return (
    pageType.type === "article" &&
    content.wordCount.main >= 600 &&
    head.titles.some((title) => title.inHead && title.text.trim() !== "") &&
    (head.meta("description")?.content ?? "").trim() !== "" &&
    headings.some((heading) => heading.inMain && heading.level > 1 && !heading.hidden) &&
    dates.published.length + dates.visible.length > 0 &&
    content.bylines.length > 0 &&
    citations.links.length > 0
  )
}

describeOverCorpus("the high end of the scale", () => {
  it("every thorough article of the corpus scores at least 70 on content", () => {
    const thorough = readdirSync(corpusDir)
      .filter((name) => name.endsWith(".html"))
      .sort()
      .map((name) => ({ name, html: readFileSync(join(corpusDir, name), "utf8") }))
      .filter(({ name, html }) => isThoroughArticle(html, `https://corpus.example/${name}`))
    expect(thorough.length).toBeGreaterThanOrEqual(5)
    const low = thorough
      .map(({ name, html }) => ({
        name,
        content: audit(html, `https://corpus.example/${name}`).score.parts.content,
      }))
      .filter(({ content }) => content === null || content < 70)
    expect(low).toEqual([])
  })
})

describeOverCorpus("the order a reader would give", () => {
  // The bakery's home page is real content with defects: thin for a home page (129 of the 200 words its
  // type needs), so its structure earns nothing, and eleven checks fail. A long article in the middle of
  // the corpus is the better page; an empty page is far below both (docs/scoring.md, "Anchored ends").
  it("the corpus's median page scores above the demo's bakery home page, which scores far above an empty page", () => {
    const bakery = audit(
      readFileSync(join(import.meta.dirname, "../../fixtures/sites/bakery/index.html"), "utf8"),
      "https://bakery.example/",
    ).score.svc as number
    const empty = audit("<!doctype html><title>Home</title><body></body>").score.svc as number
    const corpus = readdirSync(corpusDir)
      .filter((name) => name.endsWith(".html"))
      .map(
        (name) =>
          audit(readFileSync(join(corpusDir, name), "utf8"), `https://corpus.example/${name}`).score.svc ?? 0,
      )
      .sort((a, b) => a - b)
    const median = corpus[Math.floor((corpus.length - 1) / 2)] as number
    expect(empty).toBeLessThanOrEqual(20)
    expect(median).toBeGreaterThan(bakery)
    expect(bakery).toBeGreaterThan(empty + 30)
  })
})
