import { defineRule } from "@svc/core"
import { coverageText, NO_PHRASE } from "../shared/phrase"
import { quote } from "../shared/quote"

export default defineRule({
  id: "query-in-title",
  part: "content",
  category: "query",
  level: "high",
  appliesTo: "indexable",
  requires: ["query", "head"],
  label: "The title contains the search phrase",
  fix: "Put the search phrase, in its natural form, near the start of the <title>.",
  check: ({ query, head }, { fail, notApplicable, pass }) => {
    if (query.tokens.length === 0) return notApplicable(NO_PHRASE)
    if (query.coverage.title === 1) return pass()
    const title = head.titles.find((tag) => tag.inHead)
    if (head.title === null) return fail(`The page has no title to hold ${coverageText(query, "title")}.`)
    return fail(`The title ${quote(head.title)} has ${coverageText(query, "title")}.`, {
      at: title?.location,
    })
  },
})
