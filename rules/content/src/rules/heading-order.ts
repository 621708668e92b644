import { defineRule } from "@svc/core"

export default defineRule({
  id: "heading-order",
  part: "content",
  category: "content",
  level: "low",
  appliesTo: "substantive",
  presupposes: ["subheadings"],
  sameAs: ["heading-order"],
  requires: ["headings"],
  label: "Heading levels go down one step at a time",
  fix: "Nest headings without skipping levels: an <h2> under the <h1>, an <h3> under an <h2>, and so on.",
  check: ({ headings }, { fail, notApplicable, pass }) => {
    const visible = headings.filter((heading) => !heading.hidden)
    // As axe (Lighthouse's heading-order): a single heading is in order; only a page without one is out of scope.
    if (visible.length === 0) return notApplicable("The page has no visible heading.")
    for (let index = 1; index < visible.length; index++) {
      const previous = visible[index - 1]
      const current = visible[index]
      if (previous === undefined || current === undefined) continue
      if (current.level > previous.level + 1)
        return fail(
          `<h${current.level}> "${current.text}" follows <h${previous.level}> "${previous.text}": level ${previous.level + 1} is skipped.`,
          { at: current.location },
        )
    }
    return pass()
  },
})
