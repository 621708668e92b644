import { defineRule } from "@svc/core"

export default defineRule({
  id: "meta-description",
  category: "on-page",
  level: "medium",
  sameAs: ["meta-description"],
  requires: ["head"],
  appliesTo: "indexable",
  label: "The page has a meta description",
  fix: 'Add one <meta name="description" content="…"> to <head>: 70–160 characters that say what the page offers and why to click.',
  messages: {
    missing: 'No <meta name="description"> in <head>.',
    spacedName:
      'The description\'s name is written "{name}": with the spaces, crawlers do not read it as a description.',
    inBody:
      'The <meta name="description"> sits in <body> (something before it closed <head>), where crawlers ignore it.',
    empty: 'The <meta name="description"> has an empty content attribute.',
  },
  check: ({ head }, { report }) => {
    // As Lighthouse: the first <meta> inside <head> whose name, lower-cased but not trimmed, is "description".
    const description = head.metas.find(
      (meta) => meta.inHead && (meta.name ?? "").toLowerCase() === "description",
    )
    if (description === undefined) {
      const near = head.metas.find((meta) => (meta.name ?? "").trim().toLowerCase() === "description")
      if (near === undefined) return report("missing")
      if (near.inHead) return report("spacedName", { at: near.location, data: { name: near.name ?? "" } })
      return report("inBody", { at: near.location })
    }
    if ((description.content ?? "").trim() === "") report("empty", { at: description.location })
  },
})
