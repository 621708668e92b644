import { defineRule, shortened } from "@svc/core"
import { coverageData, NO_PHRASE } from "../lib/phrase"

export default defineRule({
  id: "query-in-title",
  phrase: true,
  category: "query",
  level: "high",
  appliesTo: "indexable",
  requires: ["query", "head"],
  label: "The title contains the search phrase",
  fix: "Put the search phrase, in its natural form, near the start of the <title>.",
  messages: {
    noTitle: 'The page has no title to hold {found} of {total} words of the phrase "{phrase}".',
    partial: 'The title "{title}" has {found} of {total} words of the phrase "{phrase}".',
  },
  check: ({ query, head }, { notApplicable, report }) => {
    if (query.tokens.length === 0) return notApplicable(NO_PHRASE)
    if (query.coverage.title === 1) return
    const coverage = coverageData(query, "title")
    if (head.title === null) return report("noTitle", { data: coverage })
    const text = shortened(head.title)
    const title = head.titles.find((tag) => tag.inHead)
    report("partial", { at: title?.location, subject: text, data: { ...coverage, title: text } })
  },
})
