import { defineRule, originalMainWords } from "@svc/core"

const STRUCTURED = new Set(["li", "td", "th", "dd", "dt"])
/** Past this length, steps, options or figures are almost always there to be listed or tabulated. */
export const EXPECTED_FROM_WORDS = 800

export default defineRule({
  id: "lists-in-content",
  category: "content",
  level: "low",
  appliesTo: "substantive",
  // What it judges needs a text of the page type\'s length: a thin text earns none of its points.
  presupposes: ["word-count"],
  requires: ["content"],
  label: "The main content uses lists or tables for steps, options and figures",
  fix: "Present steps, options, features and comparisons as lists (<ul>, <ol>) or tables instead of running text.",
  messages: {
    noList: "The main content runs {words} words without a list or a table.",
  },
  check: ({ content }, { notApplicable, pass, report }) => {
    const items = content.blocks.filter((block) => block.inMain && STRUCTURED.has(block.tag)).length
    if (items >= 2) return pass()
    const words = originalMainWords(content)
    if (words >= EXPECTED_FROM_WORDS) return report("noList", { data: { words } })
    return notApplicable("A strength not shown: the main content has no list or table.")
  },
})
