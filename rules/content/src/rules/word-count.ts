import { defineRule } from "@svc/core"
import { MIN_MAIN_WORDS } from "../shared/depth"
import { originalMainWords } from "../shared/original-words"

export default defineRule({
  id: "word-count",
  part: "content",
  category: "content",
  level: "high",
  appliesTo: "substantive",
  // Length made of one stuffed phrase is not depth: while the text is stuffed, its length earns nothing.
  presupposes: ["keyword-stuffing"],
  requires: ["content", "pageType"],
  label: "The main content is long enough for the page type",
  fix: "Expand the main content: answer the visitor's question fully, with the details, numbers and examples a specialist would give.",
  check: ({ content, pageType }, { fail, notApplicable, pass }) => {
    const minimum = MIN_MAIN_WORDS[pageType.type]
    if (minimum === null) return notApplicable(`A ${pageType.type} page is short by nature.`)
    const words = originalMainWords(content)
    if (words < minimum)
      return fail(
        `The main content (${content.mainRegion}) has ${words} words; a ${pageType.type} page needs at least ${minimum}.`,
      )
    return pass()
  },
})
