import { defineRule } from "@svc/core"

/** Below this many words of main content a page rarely answers a question well enough to rank or be quoted. */
export const MIN_MAIN_WORDS = 300

export default defineRule({
  id: "word-count",
  part: "content",
  category: "content",
  level: "high",
  requires: ["content", "pageType"],
  label: `The main content has at least ${MIN_MAIN_WORDS} words`,
  fix: "Expand the main content: answer the visitor's question fully, with the details, numbers and examples a specialist would give.",
  check: ({ content, pageType }, { fail, notApplicable, pass }) => {
    if (pageType.type === "contact") return notApplicable("Contact pages are short by nature.")
    const words = content.wordCount.main
    if (words < MIN_MAIN_WORDS)
      return fail(
        `The main content (${content.mainRegion}) has ${words} words; ${MIN_MAIN_WORDS} is the minimum.`,
      )
    return pass()
  },
})
