import { defineRule } from "@svc/core"
import { kilobytes } from "../lib/bytes"

/** Inline code beyond this is re-sent with every page view instead of coming from the cache. */
const LIMIT = 100 * 1024

export default defineRule({
  id: "inline-code-weight",
  category: "performance",
  level: "low",
  appliesTo: "served",
  extra: true,
  requires: ["scripts", "stylesheets"],
  label: "Inline scripts and styles are small",
  fix: "Move large inline scripts, styles and data blobs into external files the browser can cache; inline only the little CSS the first screen needs.",
  messages: {
    heavy:
      "The page inlines {scriptKilobytes} KB of script and {styleKilobytes} KB of CSS (over 100 KB), sent again with every page view.",
    largestScript: "The largest is a <script> of {kilobytes} KB.",
    largestStyle: "The largest is a <style> of {kilobytes} KB.",
  },
  check: ({ scripts, stylesheets }, { pass, report }) => {
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
        messageId: "largestScript" as const,
        length: script.inlineLength,
        location: script.location,
      })),
      ...inlineStyles.map((sheet) => ({
        messageId: "largestStyle" as const,
        length: sheet.inlineLength,
        location: sheet.location,
      })),
    ].sort((a, b) => b.length - a.length)[0]
    report("heavy", {
      data: { scriptKilobytes: kilobytes(scriptLength), styleKilobytes: kilobytes(styleLength) },
    })
    if (largest !== undefined)
      report(largest.messageId, { at: largest.location, data: { kilobytes: kilobytes(largest.length) } })
  },
})
