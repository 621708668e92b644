import { defineRule, originalMainWords } from "@svc/core"
import { isInformational, MIN_WORDS_TO_JUDGE } from "../lib/applicability"

export default defineRule({
  id: "quotable-length",
  category: "geo",
  level: "medium",
  appliesTo: "substantive",
  requires: ["content", "pageType"],
  // An app shell has no text in its HTML: that is the cause, and its thinness a symptom.
  symptomOf: ["server-rendered-text"],
  label: `The main content is long enough to be quoted (${MIN_WORDS_TO_JUDGE} words or more)`,
  fix: "Write the answer out: a page that informs needs at least a few paragraphs of its own — the answer, the figures, who says so and where it comes from — before an answer engine has a passage worth quoting.",
  messages: {
    tooShort:
      "The main content ({region}) has {words} words: too little to quote, under the {minimum} an informing page needs.",
  },
  check: ({ content, pageType }, { notApplicable, report }) => {
    if (!isInformational(pageType))
      return notApplicable(`A ${pageType.type} page is not judged on quotable text.`)
    // A passage said twice is no more to quote than said once.
    const words = originalMainWords(content)
    if (words < MIN_WORDS_TO_JUDGE)
      report("tooShort", {
        subject: content.mainRegion,
        data: { region: content.mainRegion, words, minimum: MIN_WORDS_TO_JUDGE },
      })
  },
})
