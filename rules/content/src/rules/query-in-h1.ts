import { defineRule } from "@svc/core"
import { coverageText, NO_PHRASE } from "../shared/phrase"
import { quote } from "../shared/quote"

export default defineRule({
  id: "query-in-h1",
  part: "content",
  category: "query",
  level: "high",
  appliesTo: "indexable",
  requires: ["query", "headings"],
  label: "The H1 contains the search phrase",
  fix: "Word the <h1> around the search phrase, so that the page's headline says what the visitor searched for.",
  check: ({ query, headings }, { fail, notApplicable, pass }) => {
    if (query.tokens.length === 0) return notApplicable(NO_PHRASE)
    if (query.coverage.h1 === 1) return pass()
    const h1 = headings.find((heading) => heading.level === 1 && !heading.hidden)
    if (h1 === undefined) return fail(`The page has no H1 to hold ${coverageText(query, "h1")}.`)
    return fail(`The H1 ${quote(h1.text)} has ${coverageText(query, "h1")}.`, { at: h1.location })
  },
})
