import { ARTICLE_TYPES, defineRule } from "@svc/core"

/** Other schema.org types that describe an article-like page fully (recipes, guides, Q&A). */
const DESCRIBING_TYPES = [...ARTICLE_TYPES, "Recipe", "HowTo", "QAPage", "FAQPage"]

export default defineRule({
  id: "article-schema",
  category: "geo",
  level: "medium",
  appliesTo: "served",
  requires: ["schemaNodes", "pageType"],
  label: "An article describes itself in structured data",
  fix: "Describe the article in JSON-LD: an `Article` (or `NewsArticle`, `BlogPosting`) with `headline`, `author` (a Person with `name` and `url`), `datePublished`, `dateModified`, `image` and `publisher`. Answer engines read who wrote what, and when, from it.",
  messages: {
    noArticle:
      "The page reads as an article, but its JSON-LD declares no Article, NewsArticle or BlogPosting.",
  },
  check: ({ schemaNodes, pageType }, { notApplicable, pass, report }) => {
    if (pageType.type !== "article") return notApplicable(`A ${pageType.type} page needs no Article markup.`)
    if (schemaNodes.ofType(...DESCRIBING_TYPES).length > 0) return pass()
    report("noArticle")
  },
})
