import { defineRule } from "@svc/core"

export default defineRule({
  id: "empty-heading",
  part: "content",
  category: "content",
  level: "low",
  appliesTo: "substantive",
  presupposes: ["subheadings"],
  sameAs: ["empty-heading"],
  requires: ["headings"],
  label: "Every heading has text",
  fix: "Write the section's topic into each heading, or remove heading elements used only for spacing or styling.",
  check: ({ headings }, { fail, notApplicable, pass }) => {
    const visible = headings.filter((heading) => !heading.hidden)
    if (visible.length === 0) return notApplicable("The page has no visible headings.")
    const empty = visible.filter((heading) => heading.text === "")
    const first = empty[0]
    if (first === undefined) return pass()
    return fail(
      `${empty.length} heading${empty.length === 1 ? " is" : "s are"} empty, the first an <h${first.level}>.`,
      { at: first.location },
    )
  },
})
