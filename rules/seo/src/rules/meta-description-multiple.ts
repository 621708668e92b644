import { defineRule } from "@svc/core"
import { collapse, examples, onLine, quote } from "../lib/evidence"

export default defineRule({
  id: "meta-description-multiple",
  part: "google",
  category: "on-page",
  level: "medium",
  requires: ["head"],
  label: "The page has one meta description",
  fix: 'Keep one <meta name="description"> in <head> and remove the others; check the theme, plugins and SEO tools that each add their own.',
  check: ({ head }, { fail, pass }) => {
    // HTML allows one meta element per name of "description"; search engines may pick either.
    const descriptions = head.metasNamed("description")
    if (descriptions.length <= 1) return pass()
    const listed = descriptions.map(
      (meta) => `${quote(collapse(meta.content ?? ""), 60)}${onLine(meta.location)}`,
    )
    return fail(`${descriptions.length} <meta name="description"> in <head>: ${examples(listed, 4)}.`, {
      at: descriptions[1]?.location,
    })
  },
})
