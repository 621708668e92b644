import { defineRule } from "@svc/core"
import { collapse, examples, onLine, quote } from "../lib/evidence"

export default defineRule({
  id: "title-multiple",
  part: "google",
  category: "on-page",
  level: "medium",
  requires: ["head"],
  appliesTo: "served",
  // Without any title there is nothing to have one of: the missing title is the finding.
  presupposes: ["document-title"],
  label: "The document has one <title>",
  fix: "Keep a single <title> in <head> and remove the others; check templates, plugins and SEO tools that each add their own.",
  check: ({ head }, { fail, pass }) => {
    // HTML allows one title per document; browsers show the first, search engines may pick any.
    if (head.titles.length <= 1) return pass()
    const listed = head.titles.map((title) => `${quote(collapse(title.text), 60)}${onLine(title.location)}`)
    return fail(`The document has ${head.titles.length} <title> elements: ${examples(listed, 4)}.`, {
      at: head.titles[1]?.location,
    })
  },
})
