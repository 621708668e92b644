import { defineRule } from "@svc/core"

export default defineRule({
  id: "document-title",
  category: "on-page",
  level: "high",
  sameAs: ["document-title"],
  requires: ["head"],
  appliesTo: "served",
  label: "The page has a title",
  fix: "Add one <title> to <head> that names the page's topic in 30–60 characters, most important words first.",
  messages: {
    missing: "The page has no <title> element.",
    empty: "The <title> element is empty.",
  },
  check: ({ head }, { report }) => {
    // Like axe's document-title (document.title): the document's first <title> outside SVG and
    // <template>, wherever it sits, must hold more than white space.
    const first = head.titles[0]
    if (first === undefined) return report("missing")
    if (first.text.trim() === "") return report("empty", { at: first.location })
  },
})
