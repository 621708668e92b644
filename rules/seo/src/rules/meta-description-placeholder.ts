import { defineRule } from "@svc/core"
import { collapse, onLine, quote } from "../lib/evidence"
import { isPlaceholderDescription } from "../lib/placeholders"

export default defineRule({
  id: "meta-description-placeholder",
  part: "google",
  category: "on-page",
  level: "medium",
  requires: ["head"],
  appliesTo: "indexable",
  symptomOf: ["meta-description"],
  label: "The meta description is written for this page, not left as a default",
  fix: "Replace the default description with one written for this page: 70–160 characters on what it offers and why to click.",
  check: ({ head }, { fail, notApplicable, pass }) => {
    const description = head.meta("description")
    const text = collapse(description?.content ?? "")
    if (description === undefined || text === "") return notApplicable("The page has no meta description.")
    if (!isPlaceholderDescription(text)) return pass()
    return fail(
      `The meta description ${quote(text)}${onLine(description.location)} is a default or placeholder text.`,
      { at: description.location },
    )
  },
})
