import { defineRule, shortened } from "@svc/core"
import { isPlaceholderDescription } from "../lib/placeholders"

export default defineRule({
  id: "meta-description-placeholder",
  category: "on-page",
  level: "medium",
  requires: ["head"],
  appliesTo: "indexable",
  symptomOf: ["meta-description"],
  label: "The meta description is written for this page, not left as a default",
  fix: "Replace the default description with one written for this page: 70–160 characters on what it offers and why to click.",
  messages: {
    placeholder: 'The meta description "{text}" is a default or placeholder text.',
  },
  check: ({ head }, { notApplicable, report }) => {
    const description = head.meta("description")
    const content = description?.content ?? ""
    if (description === undefined || content.trim() === "")
      return notApplicable("The page has no meta description.")
    if (!isPlaceholderDescription(content.replace(/\s+/gu, " ").trim())) return
    const text = shortened(content)
    report("placeholder", { at: description.location, subject: text, data: { text } })
  },
})
