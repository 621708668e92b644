import { type DateFacts, defineRule, type Outcome, type OutcomeBuilders } from "@svc/core"
import { ARTICLE_TYPES, describeNode, text } from "../schema-types"

/** ISO 8601 as schema.org uses it: a date, optionally with a time and a time zone. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/

const dateOf = (value: string | null): number | null => {
  if (value === null || !ISO_DATE.test(value)) return null
  const time = Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value)
  return Number.isNaN(time) ? null : time
}

const isMeta = (source: string): boolean => !source.startsWith("JSON-LD")

/** An article page without Article markup: the dates its metas (or other JSON-LD nodes) state. */
const judgeMetaDates = (dates: DateFacts, { fail, pass, review }: OutcomeBuilders): Outcome => {
  const published = dates.published[0]
  const modified = dates.modified[0]
  if (published === undefined && modified === undefined)
    return fail("The article states no publication or modification date in structured data or metas.")
  if (modified === undefined)
    return fail(
      `The article states only its publication date (${published?.source}: ${published?.date}), not when it was last modified.`,
      { at: published?.location },
    )
  if (published === undefined)
    return review(
      `The article states when it was modified (${modified.source}: ${modified.date}), not when it was published.`,
      { at: modified.location },
    )
  return pass()
}

export default defineRule({
  id: "article-dates",
  part: "ai",
  category: "geo",
  level: "medium",
  appliesTo: "served",
  requires: ["schemaNodes", "dates", "pageType"],
  label: "Articles state when they were published and last updated, in machine-readable form",
  fix: 'Give each Article `datePublished` and `dateModified` in ISO 8601 with a time zone ("2026-03-14T09:00:00+01:00"), or at least <meta property="article:published_time"> and "article:modified_time", and update the modification date when the content changes. Answer engines prefer, and show, fresh sources.',
  check: ({ schemaNodes, dates, pageType }, outcomes) => {
    const { fail, notApplicable, pass, review } = outcomes
    const articles = schemaNodes.ofType(...ARTICLE_TYPES)
    if (articles.length === 0)
      return pageType.type === "article"
        ? judgeMetaDates(dates, outcomes)
        : notApplicable("The page is not an article and declares no Article.")
    const modifiedMeta = dates.modified.find((date) => isMeta(date.source))
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
      if (modifiedText === null && modifiedMeta === undefined)
        errors.push(`${name} has no dateModified, and no meta states when the page was last modified`)
      else if (modifiedText === null)
        notes.push(`${name} has no dateModified (only ${modifiedMeta?.source} says ${modifiedMeta?.date})`)
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
