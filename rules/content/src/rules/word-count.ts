import { defineRule, originalMainWords } from "@svc/core"
import { MIN_MAIN_WORDS } from "../lib/depth"

export default defineRule({
  id: "word-count",
  category: "content",
  level: "high",
  appliesTo: "substantive",
  // Below has-content's threshold, too few words is has-content's finding, not a second one.
  symptomOf: ["has-content"],
  // Length made of one stuffed phrase is not depth: while the text is stuffed, its length earns nothing.
  presupposes: ["keyword-stuffing"],
  requires: ["content", "pageType"],
  label: "The main content is long enough for the page type",
  fix: "Expand the main content: answer the visitor's question fully, with the details, numbers and examples a specialist would give.",
  messages: {
    tooShort: "The main content ({region}) has {words} of the {minimum} words its page type needs at least.",
  },
  check: ({ content, pageType }, { notApplicable, report }) => {
    const minimum = MIN_MAIN_WORDS[pageType.type]
    if (minimum === null) return notApplicable(`A ${pageType.type} page is short by nature.`)
    const words = originalMainWords(content)
    if (words < minimum)
      report("tooShort", {
        subject: content.mainRegion,
        data: { region: content.mainRegion, words, minimum },
      })
  },
})
