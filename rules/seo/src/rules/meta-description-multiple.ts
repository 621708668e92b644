import { defineRule, shortened } from "@svc/core"

export default defineRule({
  id: "meta-description-multiple",
  category: "on-page",
  level: "medium",
  requires: ["head"],
  appliesTo: "indexable",
  // Without a description there is nothing to have one of: the missing description is the finding, and
  // losing both of two descriptions must not earn this rule's pass (docs/scoring.md, "Presupposed rules").
  presupposes: ["meta-description"],
  label: "The page has one meta description",
  fix: 'Keep one <meta name="description"> in <head> and remove the others; check the theme, plugins and SEO tools that each add their own.',
  messages: {
    another: 'Another <meta name="description"> in <head>: "{text}".',
  },
  check: ({ head }, { report }) => {
    // HTML allows one meta element per name of "description"; search engines may pick either. Each
    // one after the first is an item: the ones to remove.
    const [, ...others] = head.metasNamed("description")
    for (const meta of others) {
      const text = shortened(meta.content ?? "", 60)
      report("another", { at: meta.location, subject: text, data: { text } })
    }
  },
})
