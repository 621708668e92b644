import { defineRule } from "@svc/core"
import { isInformational, MIN_WORDS_TO_JUDGE, plural } from "../lib/applicability"

export default defineRule({
  id: "source-citations",
  category: "geo",
  level: "low",
  appliesTo: "substantive",
  requires: ["citations", "content", "pageType"],
  symptomOf: ["server-rendered-text"],
  // A text too short to quote is judged by quotable-length; this one earns nothing while that fails.
  presupposes: ["quotable-length"],
  label: "The main content cites its sources",
  fix: "Link the claims in the text to the sources behind them (studies, official statistics, documentation, original reporting), in the sentence or in a References list. Citing sources raised visibility in AI answers by about 30 % in the GEO study, most for pages that rank lower.",
  messages: {
    noSources:
      "The main content ({words} words) links to no other site and has no footnotes or references section.",
  },
  check: ({ citations, content, pageType }, { notApplicable, pass, report }) => {
    if (!isInformational(pageType))
      return notApplicable(`A ${pageType.type} page is not judged on citations.`)
    const words = content.wordCount.main
    if (words < MIN_WORDS_TO_JUDGE)
      return notApplicable(`The main content has only ${plural(words, "word")}.`)
    if (
      citations.links.length > 0 ||
      citations.footnoteReferences > 0 ||
      citations.referenceHeadings.length > 0
    )
      return pass()
    report("noSources", { data: { words } })
  },
})
