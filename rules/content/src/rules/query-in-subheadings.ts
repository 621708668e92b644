import { defineRule } from "@svc/core"
import { coverageText, NO_PHRASE } from "../shared/phrase"

/** Subheadings share the phrase out: half of its words in them is enough. */
export const MIN_SUBHEADING_COVERAGE = 0.5

export default defineRule({
  id: "query-in-subheadings",
  part: "content",
  category: "query",
  level: "low",
  appliesTo: "indexable",
  requires: ["query", "headings"],
  label: "The subheadings use the words of the search phrase",
  fix: "Use the phrase's words, or their variants, in one or two <h2>/<h3> subheadings where they fit the section.",
  check: ({ query, headings }, { fail, notApplicable, pass }) => {
    if (query.tokens.length === 0) return notApplicable(NO_PHRASE)
    const subheadings = headings.filter((heading) => heading.level > 1 && !heading.hidden)
    if (subheadings.length === 0) return notApplicable("The page has no subheadings.")
    if (query.coverage.subheadings >= MIN_SUBHEADING_COVERAGE) return pass()
    return fail(
      `The ${subheadings.length} subheading${subheadings.length === 1 ? "" : "s"} have ${coverageText(query, "subheadings")}.`,
      { at: subheadings[0]?.location },
    )
  },
})
