import { defineRule, shortened } from "@svc/core"
import { isMobileOptimized, lighthouseViewport, parseViewport } from "../lib/viewport"

export default defineRule({
  id: "viewport",
  category: "technical",
  level: "high",
  appliesTo: "served",
  sameAs: ["viewport"],
  requires: ["head"],
  label: 'The page has a <meta name="viewport"> with width or initial-scale',
  fix: 'Add <meta name="viewport" content="width=device-width, initial-scale=1"> to <head>.',
  messages: {
    missing: 'No <meta name="viewport"> in <head>: phones lay the page out 980 px wide and shrink it.',
    unreadableScale: 'The viewport "{content}" has an initial-scale browsers cannot read.',
    zoomedOut: 'The viewport "{content}" starts zoomed out (initial-scale below 1).',
    noWidth: 'The viewport "{content}" sets neither a width nor an initial-scale browsers understand.',
  },
  check: ({ head }, { pass, report }) => {
    const meta = lighthouseViewport(head)
    if (meta === undefined) return report("missing")
    const content = meta.content ?? ""
    const properties = parseViewport(content)
    if (isMobileOptimized(properties)) return pass()
    const scale = properties.get("initial-scale")
    const messageId =
      scale === null ? "unreadableScale" : typeof scale === "number" && scale < 1 ? "zoomedOut" : "noWidth"
    report(messageId, { at: meta.location, data: { content: shortened(content) } })
  },
})
