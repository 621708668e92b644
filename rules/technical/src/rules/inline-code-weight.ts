import { defineRule } from "@svc/core"
import { size } from "../lib/evidence"

/** Inline code beyond this is re-sent with every page view instead of coming from the cache. */
const LIMIT = 100 * 1024

export default defineRule({
  id: "inline-code-weight",
  part: "technical",
  category: "performance",
  level: "low",
  appliesTo: "served",
  extra: true,
  requires: ["scripts", "stylesheets"],
  label: "Inline scripts and styles are small",
  fix: "Move large inline scripts, styles and data blobs into external files the browser can cache; inline only the little CSS the first screen needs.",
  check: ({ scripts, stylesheets }, { fail, pass }) => {
    // Structured data stays: it has to be in the page.
    const inlineScripts = scripts.filter(
      (script) =>
        script.inlineLength > 0 && (script.type ?? "").trim().toLowerCase() !== "application/ld+json",
    )
    const inlineStyles = stylesheets.filter((sheet) => sheet.inline)
    const scriptLength = inlineScripts.reduce((sum, script) => sum + script.inlineLength, 0)
    const styleLength = inlineStyles.reduce((sum, sheet) => sum + sheet.inlineLength, 0)
    if (scriptLength + styleLength <= LIMIT) return pass()
    const largest = [
      ...inlineScripts.map((script) => ({
        tag: "<script>",
        length: script.inlineLength,
        location: script.location,
      })),
      ...inlineStyles.map((sheet) => ({
        tag: "<style>",
        length: sheet.inlineLength,
        location: sheet.location,
      })),
    ].sort((a, b) => b.length - a.length)[0]
    return fail(
      `The page inlines ${size(scriptLength)} of script and ${size(styleLength)} of CSS (over ${size(LIMIT)}), sent again with every page view${
        largest
          ? `; the largest is a ${largest.tag} of ${size(largest.length)} on line ${largest.location.line}`
          : ""
      }.`,
      { at: largest?.location },
    )
  },
})
