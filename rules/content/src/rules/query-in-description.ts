import { defineRule, shortened } from "@svc/core"
import { coverageData, NO_PHRASE } from "../lib/phrase"

export default defineRule({
  id: "query-in-description",
  phrase: true,
  category: "query",
  level: "low",
  appliesTo: "indexable",
  requires: ["query", "head"],
  label: "The meta description contains the search phrase",
  fix: 'Mention the search phrase in the <meta name="description">: search engines bold it in the snippet.',
  messages: {
    noDescription:
      'The page has no meta description to hold {found} of {total} words of the phrase "{phrase}".',
    partial: 'The meta description "{description}" has {found} of {total} words of the phrase "{phrase}".',
  },
  check: ({ query, head }, { notApplicable, report }) => {
    if (query.tokens.length === 0) return notApplicable(NO_PHRASE)
    if (query.coverage.description === 1) return
    const coverage = coverageData(query, "description")
    const description = head.meta("description")
    if (!description?.content) return report("noDescription", { data: coverage })
    const text = shortened(description.content)
    report("partial", { at: description.location, subject: text, data: { ...coverage, description: text } })
  },
})
