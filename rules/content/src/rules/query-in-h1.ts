import { defineRule, shortened } from "@svc/core"
import { coverageData, NO_PHRASE } from "../lib/phrase"

export default defineRule({
  id: "query-in-h1",
  phrase: true,
  category: "query",
  level: "high",
  appliesTo: "indexable",
  requires: ["query", "headings"],
  label: "The H1 contains the search phrase",
  fix: "Word the <h1> around the search phrase, so that the page's headline says what the visitor searched for.",
  messages: {
    noH1: 'The page has no H1 to hold {found} of {total} words of the phrase "{phrase}".',
    partial: 'The H1 "{h1}" has {found} of {total} words of the phrase "{phrase}".',
  },
  check: ({ query, headings }, { notApplicable, report }) => {
    if (query.tokens.length === 0) return notApplicable(NO_PHRASE)
    if (query.coverage.h1 === 1) return
    const coverage = coverageData(query, "h1")
    const h1 = headings.find((heading) => heading.level === 1 && !heading.hidden)
    if (h1 === undefined) return report("noH1", { data: coverage })
    const text = shortened(h1.text)
    report("partial", { at: h1.location, subject: text, data: { ...coverage, h1: text } })
  },
})
