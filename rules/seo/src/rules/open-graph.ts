import { defineRule } from "@svc/core"
import { contentOf, socialMeta } from "../lib/social"

/** The four properties ogp.me requires of every page, and the description every platform shows. */
const PROPERTIES = ["og:title", "og:type", "og:image", "og:url", "og:description"]

export default defineRule({
  id: "open-graph",
  category: "on-page",
  level: "low",
  extra: true,
  requires: ["head"],
  label: "The page has Open Graph tags for link previews",
  fix: 'Add to <head>: <meta property="og:title">, og:description, og:type (e.g. website or article), og:url (the canonical address) and og:image (an absolute URL of a 1200×630 image).',
  messages: {
    none: "The page has no Open Graph tags: shared links show whatever each platform guesses.",
    missing: "The {property} Open Graph tag is missing or empty; shared links fill the gap with a guess.",
  },
  check: ({ head }, { report, review }) => {
    const missing = PROPERTIES.filter((property) => contentOf(socialMeta(head, property)) === "")
    if (missing.length === 0) return
    if (missing.length === PROPERTIES.length) report("none")
    else for (const property of missing) report("missing", { subject: property, data: { property } })
    return review()
  },
})
