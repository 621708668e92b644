import { ARTICLE_TYPES, defineRule, describeNode, parseIsoDate, textOf } from "@svc/core"

/** The instant a schema.org Date or DateTime stands for; null when absent or not ISO 8601. */
const dateOf = (value: string | null): number | null =>
  value === null ? null : (parseIsoDate(value)?.getTime() ?? null)

const isMeta = (source: string): boolean => !source.startsWith("JSON-LD")

export default defineRule({
  id: "article-dates",
  category: "geo",
  level: "medium",
  appliesTo: "served",
  requires: ["schemaNodes", "dates", "pageType"],
  label: "Articles state when they were published and last updated, in machine-readable form",
  fix: 'Give each Article `datePublished` and `dateModified` in ISO 8601 with a time zone ("2026-03-14T09:00:00+01:00"), or at least <meta property="article:published_time"> and "article:modified_time", and update the modification date when the content changes. Answer engines prefer, and show, fresh sources.',
  messages: {
    noDates: "The article states no publication or modification date in structured data or metas.",
    onlyPublished:
      "The article states only its publication date ({source}: {date}), not when it was last modified.",
    onlyModified: "The article states when it was modified ({source}: {date}), not when it was published.",
    noPublished: "{article} has no datePublished.",
    invalidPublished: '{article} has datePublished "{value}", not an ISO 8601 date.',
    noModified: "{article} has no dateModified, and no meta states when the page was last modified.",
    modifiedOnlyInMeta: "{article} has no dateModified (only {source} says {date}).",
    invalidModified: '{article} has dateModified "{value}", not an ISO 8601 date.',
    modifiedBeforePublished: "{article} was modified ({modified}) before it was published ({published}).",
  },
  check: ({ schemaNodes, dates, pageType }, { notApplicable, pass, report, review }) => {
    const articles = schemaNodes.ofType(...ARTICLE_TYPES)
    if (articles.length === 0) {
      if (pageType.type !== "article")
        return notApplicable("The page is not an article and declares no Article.")
      // An article page without Article markup: the dates its metas (or other JSON-LD nodes) state.
      const published = dates.published[0]
      const modified = dates.modified[0]
      if (published === undefined && modified === undefined) return report("noDates")
      if (published !== undefined && modified === undefined)
        return report("onlyPublished", {
          at: published.location,
          subject: published.date,
          data: { source: published.source, date: published.date },
        })
      if (published !== undefined || modified === undefined) return pass()
      report("onlyModified", {
        at: modified.location,
        subject: modified.date,
        data: { source: modified.source, date: modified.date },
      })
      return review()
    }
    const modifiedMeta = dates.modified.find((date) => isMeta(date.source))
    /** Notes are reported only when no article has an error, so they wait here. */
    const notes: Array<() => void> = []
    let failed = false
    for (const article of articles) {
      const at = article.location
      const publishedText = textOf(article.properties, "datePublished")
      const modifiedText = textOf(article.properties, "dateModified")
      const published = dateOf(publishedText)
      const modified = dateOf(modifiedText)
      if (publishedText === null || published === null) {
        failed = true
        if (publishedText === null)
          report("noPublished", { at, data: { article: describeNode(article.properties) } })
        else
          report("invalidPublished", {
            at,
            subject: publishedText,
            data: { article: describeNode(article.properties), value: publishedText },
          })
      }
      if (modifiedText === null && modifiedMeta === undefined) {
        failed = true
        report("noModified", { at, data: { article: describeNode(article.properties) } })
      } else if (modifiedText === null && modifiedMeta !== undefined)
        notes.push(() =>
          report("modifiedOnlyInMeta", {
            at,
            data: {
              article: describeNode(article.properties),
              source: modifiedMeta.source,
              date: modifiedMeta.date,
            },
          }),
        )
      else if (modifiedText !== null && modified === null)
        notes.push(() =>
          report("invalidModified", {
            at,
            subject: modifiedText,
            data: { article: describeNode(article.properties), value: modifiedText },
          }),
        )
      else if (
        modifiedText !== null &&
        publishedText !== null &&
        modified !== null &&
        published !== null &&
        modified < published
      )
        notes.push(() =>
          report("modifiedBeforePublished", {
            at,
            data: {
              article: describeNode(article.properties),
              modified: modifiedText,
              published: publishedText,
            },
          }),
        )
    }
    if (failed) return
    if (notes.length === 0) return pass()
    for (const note of notes) note()
    return review()
  },
})
