import { defineRule } from "@svc/core"

export const MIN_WORDS = 1_500
const MIN_JUMP_LINKS = 3

export default defineRule({
  id: "table-of-contents",
  part: "content",
  category: "content",
  level: "low",
  requires: ["content", "links"],
  label: "A long article opens with a table of contents",
  fix: 'Add a table of contents of jump links (<a href="#section">) to the subheadings of a long article.',
  check: ({ content, links }, { notApplicable, pass }) => {
    const words = content.wordCount.main
    if (words < MIN_WORDS) return notApplicable(`The main content has only ${words} words.`)
    const jumps = links.filter((link) => link.samePage && !link.hidden && (link.href ?? "").trim().length > 1)
    if (jumps.length >= MIN_JUMP_LINKS) return pass()
    return notApplicable(`A strength not shown: ${words} words with ${jumps.length} jump links.`)
  },
})
