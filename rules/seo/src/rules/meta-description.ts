import { defineRule } from "@svc/core"

export default defineRule({
  id: "meta-description",
  part: "google",
  category: "on-page",
  level: "medium",
  sameAs: ["meta-description"],
  requires: ["head"],
  appliesTo: "indexable",
  label: "The page has a meta description",
  fix: 'Add one <meta name="description" content="…"> to <head>: 70–160 characters that say what the page offers and why to click.',
  check: ({ head }, { fail, pass }) => {
    // As Lighthouse: the first <meta> inside <head> whose name, lower-cased but not trimmed, is "description".
    const description = head.metas.find(
      (meta) => meta.inHead && (meta.name ?? "").toLowerCase() === "description",
    )
    if (description === undefined) {
      const near = head.metas.find((meta) => (meta.name ?? "").trim().toLowerCase() === "description")
      if (near === undefined) return fail('No <meta name="description"> in <head>.')
      return fail(
        near.inHead
          ? `The description's name is written "${near.name}": with the spaces, crawlers do not read it as a description.`
          : `The <meta name="description"> on line ${near.location.line} sits in <body> (something before it closed <head>), where crawlers ignore it.`,
        { at: near.location },
      )
    }
    if ((description.content ?? "").trim() === "")
      return fail('The <meta name="description"> has an empty content attribute.', {
        at: description.location,
      })
    return pass()
  },
})
