import { defineRule, shortened } from "@svc/core"
import { lighthouseViewport, parseViewport } from "../lib/viewport"

export default defineRule({
  id: "viewport-fixed-width",
  category: "technical",
  level: "medium",
  appliesTo: "served",
  symptomOf: ["viewport"],
  requires: ["head"],
  label: "The viewport follows the device's width",
  fix: 'Use <meta name="viewport" content="width=device-width, initial-scale=1"> and a responsive layout instead of a fixed pixel width.',
  messages: {
    fixedWidth:
      'The viewport "{content}" fixes the layout at {width} px: phones shrink it instead of reflowing it.',
  },
  check: ({ head }, { notApplicable, pass, report }) => {
    const meta = lighthouseViewport(head)
    if (meta === undefined) return notApplicable('There is no <meta name="viewport"> (viewport).')
    const width = parseViewport(meta.content ?? "").get("width")
    // Lighthouse accepts any width; a fixed one still makes phones shrink a desktop layout.
    if (typeof width !== "number") return pass()
    report("fixedWidth", {
      at: meta.location,
      data: { content: shortened(meta.content ?? ""), width: String(width) },
    })
  },
})
