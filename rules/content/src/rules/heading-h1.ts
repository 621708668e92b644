import { defineRule } from "@svc/core"

export default defineRule({
  id: "heading-h1",
  part: "content",
  category: "content",
  level: "medium",
  appliesTo: "substantive",
  requires: ["headings"],
  label: "The page has exactly one visible H1",
  fix: "Give the page one <h1> that states its topic; use <h2>–<h6> for the sections below it.",
  check: ({ headings }, { fail, pass, review }) => {
    const h1s = headings.filter((heading) => heading.level === 1 && !heading.hidden)
    const first = h1s[0]
    if (first === undefined) return fail("The page has no visible <h1>.")
    if (first.text === "") return fail("The first <h1> is empty.", { at: first.location })
    if (h1s.length > 1)
      return review(
        `The page has ${h1s.length} <h1> elements: ${h1s
          .map((heading) => `"${heading.text}"`)
          .slice(0, 3)
          .join(", ")}.`,
        {
          at: h1s[1]?.location,
        },
      )
    return pass()
  },
})
