import { defineRule, shortened } from "@svc/core"

export default defineRule({
  id: "author-visible",
  category: "content",
  level: "low",
  appliesTo: "substantive",
  requires: ["content", "head", "pageType"],
  label: "The article names its author where readers see it",
  fix: 'Show a byline with the author\'s name near the headline, linked to an author page (rel="author") that states their expertise.',
  messages: {
    metaOnly: 'No byline is visible; only <meta name="author"> names "{author}".',
    noByline: "No byline is visible: no rel=author link, itemprop=author or byline/author element with text.",
  },
  check: ({ content, head, pageType }, { notApplicable, report }) => {
    if (pageType.type !== "article") return notApplicable("Only articles are expected to carry a byline.")
    if (content.bylines.length > 0) return
    const meta = head.meta("author")
    const author = meta?.content?.trim()
    if (author) {
      const subject = shortened(author, 40)
      report("metaOnly", { at: meta?.location, subject, data: { author: subject } })
    } else report("noByline")
  },
})
