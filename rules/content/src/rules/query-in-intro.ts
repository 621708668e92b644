import { defineRule, shortened } from "@svc/core"
import { coverageData, NO_PHRASE } from "../lib/phrase"

export default defineRule({
  id: "query-in-intro",
  phrase: true,
  category: "query",
  level: "medium",
  appliesTo: "indexable",
  requires: ["query", "content"],
  label: "The first 100 words of the main content contain the search phrase",
  fix: "Answer the search phrase in the opening paragraph: name it within the first 100 words of the main content.",
  messages: {
    noMainContent: 'The main content has no text to hold {found} of {total} words of the phrase "{phrase}".',
    partial:
      'The first 100 words of the main content, from "{opening}", have {found} of {total} words of the phrase "{phrase}".',
  },
  check: ({ query, content }, { notApplicable, report }) => {
    if (query.tokens.length === 0) return notApplicable(NO_PHRASE)
    if (query.coverage.intro === 1) return
    const coverage = coverageData(query, "intro")
    const first = content.blocks.find((block) => block.inMain)
    if (first === undefined) return report("noMainContent", { data: coverage })
    const opening = shortened(first.text, 50)
    report("partial", { at: first.location, subject: opening, data: { ...coverage, opening } })
  },
})
