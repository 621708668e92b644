import { defineRule, shortened } from "@svc/core"

export default defineRule({
  id: "heading-order",
  category: "content",
  level: "low",
  appliesTo: "substantive",
  presupposes: ["subheadings"],
  sameAs: ["heading-order"],
  requires: ["headings"],
  label: "Heading levels go down one step at a time",
  fix: "Nest headings without skipping levels: an <h2> under the <h1>, an <h3> under an <h2>, and so on.",
  messages: {
    skipped:
      '<h{level}> "{text}" follows <h{previousLevel}> "{previousText}": level {skippedLevel} is skipped.',
  },
  check: ({ headings }, { notApplicable, report }) => {
    const visible = headings.filter((heading) => !heading.hidden)
    // As axe (Lighthouse's heading-order): a single heading is in order; only a page without one is out of scope.
    if (visible.length === 0) return notApplicable("The page has no visible heading.")
    for (let index = 1; index < visible.length; index++) {
      const previous = visible[index - 1]
      const current = visible[index]
      if (previous === undefined || current === undefined) continue
      if (current.level <= previous.level + 1) continue
      const text = shortened(current.text, 60)
      report("skipped", {
        at: current.location,
        subject: text,
        data: {
          level: current.level,
          text,
          previousLevel: previous.level,
          previousText: shortened(previous.text, 60),
          skippedLevel: previous.level + 1,
        },
      })
    }
  },
})
