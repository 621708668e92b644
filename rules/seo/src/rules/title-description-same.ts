import { defineRule, shortened } from "@svc/core"
import { collapse } from "../lib/page-text"

export default defineRule({
  id: "title-description-same",
  category: "on-page",
  level: "low",
  reviewOnly: true,
  requires: ["head"],
  appliesTo: "indexable",
  symptomOf: ["document-title", "meta-description"],
  label: "The meta description says more than the title",
  fix: "Write a description that adds to the title: what the visitor finds on the page, for whom, and why it is worth the click.",
  messages: {
    same: 'The meta description repeats the title (line {titleLine}) word for word: "{text}".',
  },
  check: ({ head }, { notApplicable, report, review }) => {
    const title = head.titles[0]
    const description = head.meta("description")
    const titleText = collapse(title?.text ?? "")
    const descriptionText = collapse(description?.content ?? "")
    if (title === undefined || description === undefined || titleText === "" || descriptionText === "")
      return notApplicable("The page lacks a title or a description.")
    if (titleText.toLowerCase() !== descriptionText.toLowerCase()) return
    const text = shortened(titleText)
    report("same", {
      at: description.location,
      subject: text,
      data: { titleLine: String(title.location.line), text },
    })
    return review()
  },
})
