import { defineRule, shortened } from "@svc/core"

export default defineRule({
  id: "title-multiple",
  category: "on-page",
  level: "medium",
  requires: ["head"],
  appliesTo: "served",
  // Without any title there is nothing to have one of: the missing title is the finding.
  presupposes: ["document-title"],
  label: "The document has one <title>",
  fix: "Keep a single <title> in <head> and remove the others; check templates, plugins and SEO tools that each add their own.",
  messages: {
    extraTitle: 'Another <title> after the first: "{title}" ({count} in the document).',
  },
  check: ({ head }, { report }) => {
    // HTML allows one title per document; browsers show the first, search engines may pick any.
    const count = head.titles.length
    if (count <= 1) return
    for (const title of head.titles.slice(1)) {
      const shown = shortened(title.text, 60)
      report("extraTitle", { at: title.location, subject: shown, data: { title: shown, count } })
    }
  },
})
