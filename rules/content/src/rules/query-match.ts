import { defineRule, QUERY_CAP } from "@svc/core"
import { NO_PHRASE } from "../shared/phrase"
import { quote } from "../shared/quote"

export default defineRule({
  id: "query-match",
  part: "content",
  category: "query",
  level: "high",
  appliesTo: "indexable",
  requires: ["query"],
  label: "The page covers the search phrase well",
  fix: "Make the page about the phrase: use it in the title, H1, opening paragraph and a subheading, and answer every part of it in the text.",
  check: ({ query }, { fail, notApplicable, pass }) => {
    if (query.score === null) return notApplicable(NO_PHRASE)
    if (query.score >= QUERY_CAP.threshold) return pass()
    return fail(
      `The page matches the phrase ${quote(query.phrase, 60)} at ${query.score}/100 (below ${QUERY_CAP.threshold}).`,
    )
  },
})
