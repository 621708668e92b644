import { defineRule } from "@svc/core"
import { coverageData, NO_PHRASE } from "../lib/phrase"

export default defineRule({
  id: "query-in-main-text",
  phrase: true,
  category: "query",
  level: "medium",
  appliesTo: "indexable",
  requires: ["query", "content"],
  label: "The main content uses every word of the search phrase",
  fix: "Cover every part of the search phrase in the main text; a word the page never uses is a question it does not answer.",
  messages: {
    partial: 'The main content ({words} words) has {found} of {total} words of the phrase "{phrase}".',
  },
  check: ({ query, content }, { notApplicable, report }) => {
    if (query.tokens.length === 0) return notApplicable(NO_PHRASE)
    if (query.coverage.mainText === 1) return
    report("partial", { data: { ...coverageData(query, "mainText"), words: content.wordCount.main } })
  },
})
