import { defineRule, originalMainWords } from "@svc/core"

/** From this length a table of contents helps; from the second, readers need one to find their way. */
export const USEFUL_FROM_WORDS = 1_000
export const EXPECTED_FROM_WORDS = 2_500
const MIN_JUMP_LINKS = 3

export default defineRule({
  id: "table-of-contents",
  category: "content",
  level: "low",
  appliesTo: "substantive",
  // What it judges needs a text of the page type\'s length: a thin text earns none of its points.
  presupposes: ["word-count"],
  requires: ["content", "links"],
  label: "A long article opens with a table of contents",
  fix: 'Add a table of contents of jump links (<a href="#section">) to the subheadings of a long article.',
  messages: {
    missing:
      "The main content runs {words} words with fewer than {minimum} jump links to its sections ({jumps}).",
  },
  check: ({ content, links }, { notApplicable, pass, report }) => {
    const words = originalMainWords(content)
    if (words < USEFUL_FROM_WORDS) return notApplicable(`The main content has only ${words} words.`)
    // Jump links to different places: a "back to top" or "comments" link said three times is one.
    const jumps = new Set(
      links.flatMap((link) => {
        const href = (link.href ?? "").trim()
        return link.samePage && !link.hidden && href.length > 1 ? [href] : []
      }),
    ).size
    if (jumps >= MIN_JUMP_LINKS) return pass()
    if (words >= EXPECTED_FROM_WORDS)
      return report("missing", { data: { words, minimum: MIN_JUMP_LINKS, jumps } })
    return notApplicable(`A strength not shown: ${words} words with ${jumps} jump links.`)
  },
})
