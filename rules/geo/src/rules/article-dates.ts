import { defineRule } from "@svc/core"
import { ARTICLE_TYPES, describeNode, text } from "../schema-types"

/** ISO 8601 as schema.org uses it: a date, optionally with a time and a time zone. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/

const dateOf = (value: string | null): number | null => {
  if (value === null || !ISO_DATE.test(value)) return null
  const time = Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value)
  return Number.isNaN(time) ? null : time
}

export default defineRule({
  id: "article-dates",
  part: "ai",
  category: "geo",
  level: "medium",
  requires: ["schemaNodes"],
  label: "Articles state when they were published and last updated",
  fix: 'Give each Article `datePublished` and `dateModified` in ISO 8601 with a time zone ("2026-03-14T09:00:00+01:00"), and update `dateModified` when the content changes. Answer engines prefer, and show, fresh sources.',
  check: ({ schemaNodes }, { fail, notApplicable, pass, review }) => {
    const articles = schemaNodes.ofType(...ARTICLE_TYPES)
    if (articles.length === 0) return notApplicable("The page declares no Article.")
    const errors: string[] = []
    const notes: string[] = []
    for (const article of articles) {
      const name = `${describeNode(article)} (line ${article.location.line})`
      const publishedText = text(article, "datePublished")
      const modifiedText = text(article, "dateModified")
      const published = dateOf(publishedText)
      const modified = dateOf(modifiedText)
      if (publishedText === null) errors.push(`${name} has no datePublished`)
      else if (published === null)
        errors.push(`${name} has datePublished "${publishedText}", not an ISO 8601 date`)
      if (modifiedText === null) notes.push(`${name} has no dateModified`)
      else if (modified === null)
        notes.push(`${name} has dateModified "${modifiedText}", not an ISO 8601 date`)
      else if (published !== null && modified < published)
        notes.push(`${name} was modified (${modifiedText}) before it was published (${publishedText})`)
    }
    if (errors.length > 0) return fail(`${errors.join("; ")}.`, { at: articles[0]?.location })
    if (notes.length > 0) return review(`${notes.join("; ")}.`, { at: articles[0]?.location })
    return pass()
  },
})
