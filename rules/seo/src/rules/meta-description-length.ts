import { defineRule } from "@svc/core"
import { collapse, onLine, quote } from "../lib/evidence"

const MIN_CHARACTERS = 70
const MAX_CHARACTERS = 160

export default defineRule({
  id: "meta-description-length",
  part: "google",
  category: "on-page",
  level: "low",
  requires: ["head"],
  appliesTo: "indexable",
  symptomOf: ["meta-description"],
  label: "The meta description is 70–160 characters long",
  fix: "Write a description of 70–160 characters: what the page offers, for whom, and a reason to click, with the key facts in the first 120 characters.",
  check: ({ head }, { notApplicable, pass, review }) => {
    const description = head.meta("description")
    const text = collapse(description?.content ?? "")
    if (description === undefined || text === "") return notApplicable("The page has no meta description.")
    const length = [...text].length
    if (length >= MIN_CHARACTERS && length <= MAX_CHARACTERS) return pass()
    const problem =
      length < MIN_CHARACTERS
        ? "too short to make a useful snippet, so search engines may write their own"
        : "likely to be cut off in the snippet"
    return review(
      `The meta description ${quote(text, 100)}${onLine(description.location)} has ${length} characters: ${problem}.`,
      { at: description.location },
    )
  },
})
