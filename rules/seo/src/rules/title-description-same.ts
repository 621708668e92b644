import { defineRule } from "@svc/core"
import { collapse, quote } from "../lib/evidence"

export default defineRule({
  id: "title-description-same",
  part: "google",
  category: "on-page",
  level: "low",
  requires: ["head"],
  appliesTo: "indexable",
  symptomOf: ["document-title", "meta-description"],
  label: "The meta description says more than the title",
  fix: "Write a description that adds to the title: what the visitor finds on the page, for whom, and why it is worth the click.",
  check: ({ head }, { notApplicable, pass, review }) => {
    const title = head.titles[0]
    const description = head.meta("description")
    const titleText = collapse(title?.text ?? "")
    const descriptionText = collapse(description?.content ?? "")
    if (title === undefined || description === undefined || titleText === "" || descriptionText === "")
      return notApplicable("The page lacks a title or a description.")
    if (titleText.toLowerCase() !== descriptionText.toLowerCase()) return pass()
    return review(
      `The title (line ${title.location.line}) and the meta description (line ${description.location.line}) are both ${quote(titleText)}.`,
      { at: description.location },
    )
  },
})
