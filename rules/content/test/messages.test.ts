import { join } from "node:path"
import { auditSnapshot, snapshotOfHtml } from "@svc/core"
import {
  checkPackMessages,
  expectItemsTranslated,
  ofPack,
  RuleTester,
  templatePattern,
} from "@svc/rule-tester"
import { describe, expect, it } from "vitest"
import { content } from "../src/index"
import { proseParagraphs } from "./pages"

const locales = ["sk", "es"] as const

checkPackMessages(content, { rulesDir: join(import.meta.dirname, "../src/rules") })

/** An article that fails many content checks: stale and placeholder title, headings out of order, walls of text. */
const html = [
  '<html lang="sk"><head><title>Best recipes 2019</title>',
  '<meta name="description" content="Cakes and pastry.">',
  '<meta property="og:type" content="article">',
  '<meta name="author" content="Jana Nováková">',
  '<meta property="article:published_time" content="2027-05-01">',
  '<script type="application/ld+json">{"@type":"Article","dateModified":"2019-06-01"}</script>',
  "</head><body><main>",
  "<h1>Best recipes 2019 for every kitchen, every season, every family and every village market</h1>",
  "<h1>Recipes</h1>",
  "<h2></h2>",
  "<h4>Flour</h4>",
  proseParagraphs(1, 420),
  proseParagraphs(2, 80, 3),
  "<p>Order before noon and we bake your loaf for the evening.</p>",
  "<p>Order before noon and we bake your loaf for the evening.</p>",
  "<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit.</p>",
  "</main></body></html>",
].join("\n")

/** What a Slovak and a Spanish audit write for the stale year in the title. */
const staleTitle = {
  sk: "Titulok „Best recipes 2019“ uvádza rok 2019.",
  es: "El título «Best recipes 2019» menciona el año 2019.",
} as const

describe.each(locales)("a %s audit of an article that fails many content checks", (locale) => {
  const result = auditSnapshot(snapshotOfHtml(html, { url: "https://example.com/blog/recipes" }), {
    registry: RuleTester.defaultRegistry(),
    locale,
    query: "sourdough bread",
  })
  const englishPatterns = content.rules.flatMap((rule) =>
    Object.values(rule.messages ?? {}).map(templatePattern),
  )
  const ownFindings = result.findings.filter(ofPack(content))
  const ids = ownFindings.map((finding) => finding.id)

  it("lists the failures, every one with its items", () => {
    for (const id of [
      "author-visible",
      "empty-heading",
      "future-date",
      "h1-length",
      "heading-h1",
      "heading-order",
      "images-in-content",
      "placeholder-text",
      "query-in-description",
      "query-in-title",
      "repeated-blocks",
      "stale-content",
      "stale-years",
      "visible-date",
      "wall-of-text",
    ])
      expect(ids).toContain(id)
    for (const finding of ownFindings) {
      expect(finding.items?.length, `${finding.id} items`).toBeGreaterThan(0)
      expect(finding.itemCount, `${finding.id} itemCount`).toBe(finding.items?.length)
    }
    const staleYears = ownFindings.find((finding) => finding.id === "stale-years")
    expect(staleYears?.items).toHaveLength(2)
    expect(staleYears?.items?.[0]?.message).toBe(staleTitle[locale])
  })

  it("writes every item and every evidence in the audit's language, none in English", () => {
    for (const finding of ownFindings) {
      const translated = Object.values(content.messages?.[locale]?.[finding.id]?.messages ?? {}).map(
        templatePattern,
      )
      expectItemsTranslated(finding, { english: englishPatterns, translated })
      expect(
        englishPatterns.some((pattern) => pattern.test(finding.evidence ?? "")),
        `${finding.id} evidence: "${finding.evidence}"`,
      ).toBe(false)
    }
  })
})
