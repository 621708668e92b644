import { defineRule } from "@svc/core"

export default defineRule({
  id: "date-modified",
  part: "content",
  category: "content",
  level: "low",
  requires: ["dates", "pageType"],
  label: "The article states when it was last modified, in machine-readable form",
  fix: 'Add "dateModified" (with "datePublished") to the Article JSON-LD, or <meta property="article:modified_time">, and update it when the content changes.',
  check: ({ dates, pageType }, { fail, notApplicable, pass }) => {
    if (pageType.type !== "article")
      return notApplicable("Only articles are expected to state a modification date.")
    if (dates.modified.length > 0) return pass()
    const published = dates.published[0]
    return fail(
      published
        ? `The page states only its publication date (${published.source}: ${published.date}), not when it was last modified.`
        : "The page states no publication or modification date in structured data or metas.",
      { at: published?.location },
    )
  },
})
