import { defineRule, shortened } from "@svc/core"
import { collapse } from "../lib/page-text"
import { isPlaceholderTitle } from "../lib/placeholders"

export default defineRule({
  id: "title-placeholder",
  category: "on-page",
  level: "medium",
  requires: ["head"],
  appliesTo: "served",
  symptomOf: ["document-title"],
  label: "The title is written for this page, not left as a default",
  fix: 'Replace the default title with one written for this page: its topic and what sets it apart, e.g. "Sourdough bread baked daily in Košice – Pekáreň Kvások".',
  messages: {
    placeholder: 'The title "{title}" is a default or placeholder text, the same on countless sites.',
  },
  check: ({ head }, { notApplicable, report }) => {
    const title = head.titles[0]
    const text = collapse(title?.text ?? "")
    if (title === undefined || text === "") return notApplicable("The page has no title.")
    if (!isPlaceholderTitle(text)) return
    const shown = shortened(text)
    report("placeholder", { at: title.location, subject: shown, data: { title: shown } })
  },
})
