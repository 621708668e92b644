import { defineRule } from "@svc/core"
import { coverageText, NO_PHRASE } from "../shared/phrase"
import { quote } from "../shared/quote"

export default defineRule({
  id: "query-in-description",
  part: "content",
  category: "query",
  level: "low",
  appliesTo: "indexable",
  requires: ["query", "head"],
  label: "The meta description contains the search phrase",
  fix: 'Mention the search phrase in the <meta name="description">: search engines bold it in the snippet.',
  check: ({ query, head }, { fail, notApplicable, pass }) => {
    if (query.tokens.length === 0) return notApplicable(NO_PHRASE)
    if (query.coverage.description === 1) return pass()
    const description = head.meta("description")
    if (!description?.content)
      return fail(`The page has no meta description to hold ${coverageText(query, "description")}.`)
    return fail(
      `The meta description ${quote(description.content)} has ${coverageText(query, "description")}.`,
      {
        at: description.location,
      },
    )
  },
})
