import { defineRule } from "@svc/core"

export default defineRule({
  id: "meta-description",
  part: "google",
  category: "on-page",
  level: "medium",
  sameAs: ["meta-description"],
  requires: ["head"],
  label: "The page has a meta description",
  fix: 'Add one <meta name="description" content="…"> to <head>: 70–160 characters that say what the page offers and why to click.',
  check: ({ head }, { fail, pass }) => {
    const description = head.meta("description")
    if (description === undefined) return fail('No <meta name="description"> in <head>.')
    if ((description.content ?? "").trim() === "")
      return fail('The <meta name="description"> has an empty content attribute.', {
        at: description.location,
      })
    return pass()
  },
})
