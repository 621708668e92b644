import { defineRule } from "@svc/core"
import { coverageText, NO_PHRASE } from "../shared/phrase"

export default defineRule({
  id: "query-in-main-text",
  part: "content",
  category: "query",
  level: "medium",
  appliesTo: "indexable",
  requires: ["query", "content"],
  label: "The main content uses every word of the search phrase",
  fix: "Cover every part of the search phrase in the main text; a word the page never uses is a question it does not answer.",
  check: ({ query, content }, { fail, notApplicable, pass }) => {
    if (query.tokens.length === 0) return notApplicable(NO_PHRASE)
    if (query.coverage.mainText === 1) return pass()
    return fail(`The main content (${content.wordCount.main} words) has ${coverageText(query, "mainText")}.`)
  },
})
