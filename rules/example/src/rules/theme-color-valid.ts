import { defineRule } from "@svc/core"
import { isCssColor } from "../lib/css-color"

export default defineRule({
  id: "theme-color-valid",
  category: "technical",
  level: "low",
  // A symptom shares its cause's pack, part and extra-ness. While theme-color is listed (e.g. the meta
  // is empty, which is no colour either), only theme-color is; this rule's evidence is appended to it.
  extra: true,
  symptomOf: ["theme-color"],
  appliesTo: "served",
  requires: ["head"],
  label: "Every theme colour is a CSS colour",
  fix: 'Write the colour as CSS does: "#1a4d2e", "rgb(26 77 46)", "hsl(145 50% 20%)" or a colour name such as "darkgreen".',
  messages: {
    notAColour: '<meta name="theme-color" content="{content}"> is not a CSS colour.',
  },
  check: ({ head }, { notApplicable, report }) => {
    const declared = head.metasNamed("theme-color")
    if (declared.length === 0) return notApplicable("The page declares no theme colour.")
    // One report per offending element, each at its place; none reported is a pass.
    for (const meta of declared) {
      const content = meta.content ?? ""
      if (!isCssColor(content))
        report("notAColour", { at: meta.location, subject: content, data: { content } })
    }
  },
})
