import { defineRule } from "@svc/core"

const STRUCTURED = new Set(["li", "td", "th", "dd", "dt"])

export default defineRule({
  id: "lists-and-tables",
  part: "content",
  category: "content",
  level: "low",
  requires: ["content"],
  label: "The main content uses lists or tables for steps, options and figures",
  fix: "Present steps, options, features and comparisons as lists (<ul>, <ol>) or tables instead of running text.",
  check: ({ content }, { notApplicable, pass }) => {
    const items = content.blocks.filter((block) => block.inMain && STRUCTURED.has(block.tag)).length
    if (items >= 2) return pass()
    return notApplicable("A strength not shown: the main content has no list or table.")
  },
})
