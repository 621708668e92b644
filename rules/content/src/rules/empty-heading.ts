import { defineRule } from "@svc/core"

export default defineRule({
  id: "empty-heading",
  category: "content",
  level: "low",
  appliesTo: "substantive",
  presupposes: ["subheadings"],
  sameAs: ["empty-heading"],
  requires: ["headings"],
  label: "Every heading has text",
  fix: "Write the section's topic into each heading, or remove heading elements used only for spacing or styling.",
  messages: {
    empty: "An <h{level}> is empty.",
  },
  check: ({ headings }, { notApplicable, report }) => {
    const visible = headings.filter((heading) => !heading.hidden)
    if (visible.length === 0) return notApplicable("The page has no visible headings.")
    for (const heading of visible)
      if (heading.text === "")
        report("empty", {
          at: heading.location,
          subject: `<h${heading.level}>`,
          data: { level: heading.level },
        })
  },
})
