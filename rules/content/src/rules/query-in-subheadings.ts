import { defineRule } from "@svc/core"
import { coverageData, NO_PHRASE } from "../lib/phrase"

/** Subheadings share the phrase out: half of its words in them is enough. */
export const MIN_SUBHEADING_COVERAGE = 0.5

export default defineRule({
  id: "query-in-subheadings",
  phrase: true,
  category: "query",
  level: "low",
  appliesTo: "indexable",
  requires: ["query", "headings"],
  label: "The subheadings use the words of the search phrase",
  fix: "Use the phrase's words, or their variants, in one or two <h2>/<h3> subheadings where they fit the section.",
  messages: {
    partial:
      'The page\'s subheadings ({subheadings}) have {found} of {total} words of the phrase "{phrase}".',
  },
  check: ({ query, headings }, { notApplicable, pass, report }) => {
    if (query.tokens.length === 0) return notApplicable(NO_PHRASE)
    const subheadings = headings.filter((heading) => heading.level > 1 && !heading.hidden)
    if (subheadings.length === 0) return notApplicable("The page has no subheadings.")
    if (query.coverage.subheadings >= MIN_SUBHEADING_COVERAGE) return pass()
    report("partial", {
      at: subheadings[0]?.location,
      data: { ...coverageData(query, "subheadings"), subheadings: subheadings.length },
    })
  },
})
