import { defineRule } from "@svc/core"
import { coverageText, NO_PHRASE } from "../shared/phrase"
import { quote } from "../shared/quote"

export default defineRule({
  id: "query-in-intro",
  part: "content",
  category: "query",
  level: "medium",
  appliesTo: "indexable",
  requires: ["query", "content"],
  label: "The first 100 words of the main content contain the search phrase",
  fix: "Answer the search phrase in the opening paragraph: name it within the first 100 words of the main content.",
  check: ({ query, content }, { fail, notApplicable, pass }) => {
    if (query.tokens.length === 0) return notApplicable(NO_PHRASE)
    if (query.coverage.intro === 1) return pass()
    const first = content.blocks.find((block) => block.inMain)
    return fail(
      `The first 100 words of the main content${first ? `, from ${quote(first.text, 50)},` : ""} have ${coverageText(query, "intro")}.`,
      { at: first?.location },
    )
  },
})
