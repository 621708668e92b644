import { defineRule } from "@svc/core"
import { quote } from "../shared/quote"

export default defineRule({
  id: "author-visible",
  part: "content",
  category: "content",
  level: "low",
  appliesTo: "substantive",
  requires: ["content", "head", "pageType"],
  label: "The article names its author where readers see it",
  fix: 'Show a byline with the author\'s name near the headline, linked to an author page (rel="author") that states their expertise.',
  check: ({ content, head, pageType }, { fail, notApplicable, pass }) => {
    if (pageType.type !== "article") return notApplicable("Only articles are expected to carry a byline.")
    if (content.bylines.length > 0) return pass()
    const meta = head.meta("author")?.content?.trim()
    return fail(
      meta
        ? `No byline is visible; only <meta name="author"> names ${quote(meta, 40)}.`
        : "No byline is visible: no rel=author link, itemprop=author or byline/author element with text.",
    )
  },
})
