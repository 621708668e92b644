import { defineRule } from "@svc/core"
import { quoted } from "../lib/evidence"
import { isMobileOptimized, lighthouseViewport, parseViewport } from "../lib/viewport"

export default defineRule({
  id: "viewport",
  part: "technical",
  category: "technical",
  level: "high",
  appliesTo: "served",
  sameAs: ["viewport"],
  requires: ["head"],
  label: 'The page has a <meta name="viewport"> with width or initial-scale',
  fix: 'Add <meta name="viewport" content="width=device-width, initial-scale=1"> to <head>.',
  check: ({ head }, { fail, pass }) => {
    const meta = lighthouseViewport(head)
    if (meta === undefined)
      return fail('No <meta name="viewport"> in <head>: phones lay the page out 980 px wide and shrink it.')
    const content = meta.content ?? ""
    const properties = parseViewport(content)
    if (isMobileOptimized(properties)) return pass()
    const scale = properties.get("initial-scale")
    const why =
      scale === null
        ? "has an initial-scale browsers cannot read"
        : typeof scale === "number" && scale < 1
          ? "starts zoomed out (initial-scale below 1)"
          : "sets neither a width nor an initial-scale browsers understand"
    return fail(`The viewport ${quoted(content)} ${why}.`, { at: meta.location })
  },
})
