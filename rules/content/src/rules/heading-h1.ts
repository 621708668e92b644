import { defineRule, shortened } from "@svc/core"

export default defineRule({
  id: "heading-h1",
  category: "content",
  level: "medium",
  appliesTo: "substantive",
  requires: ["headings"],
  label: "The page has exactly one visible H1",
  fix: "Give the page one <h1> that states its topic; use <h2>–<h6> for the sections below it.",
  messages: {
    missing: "The page has no visible <h1>.",
    empty: "The first <h1> is empty.",
    another: 'Another <h1>, "{text}", follows the first, "{first}".',
  },
  check: ({ headings }, { report, review }) => {
    const h1s = headings.filter((heading) => heading.level === 1 && !heading.hidden)
    const first = h1s[0]
    if (first === undefined) return report("missing")
    if (first.text === "") return report("empty", { at: first.location, subject: "<h1>" })
    if (h1s.length === 1) return
    const firstText = shortened(first.text, 60)
    for (const heading of h1s.slice(1)) {
      const text = shortened(heading.text, 60)
      report("another", { at: heading.location, subject: text, data: { text, first: firstText } })
    }
    return review()
  },
})
