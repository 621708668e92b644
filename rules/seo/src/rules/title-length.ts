import { defineRule } from "@svc/core"
import { collapse, onLine, quote } from "../lib/evidence"

const MIN_CHARACTERS = 30
const MAX_CHARACTERS = 60

export default defineRule({
  id: "title-length",
  part: "google",
  category: "on-page",
  level: "low",
  requires: ["head"],
  appliesTo: "served",
  symptomOf: ["document-title"],
  label: "The title is 30–60 characters long",
  fix: "Write a title of 30–60 characters: the page's topic first, then what sets it apart, then the brand if there is room.",
  check: ({ head }, { notApplicable, pass, review }) => {
    const title = head.titles[0]
    const text = collapse(title?.text ?? "")
    if (title === undefined || text === "") return notApplicable("The page has no title.")
    const length = [...text].length
    if (length >= MIN_CHARACTERS && length <= MAX_CHARACTERS) return pass()
    const problem =
      length < MIN_CHARACTERS
        ? "too short to say what the page is about"
        : "likely to be cut off in search results"
    return review(
      `The title ${quote(text, 100)}${onLine(title.location)} has ${length} characters: ${problem}.`,
      { at: title.location },
    )
  },
})
