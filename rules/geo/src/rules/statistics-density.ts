import { defineRule } from "@svc/core"
import { excerpt, isInformational, MIN_WORDS_TO_JUDGE, plural } from "../lib/applicability"

/** One verifiable figure about every this many words, and no page needs more than MAX_TARGET. */
const WORDS_PER_FIGURE = 300
const MAX_TARGET = 5

export default defineRule({
  id: "statistics-density",
  category: "geo",
  level: "low",
  appliesTo: "substantive",
  requires: ["statistics", "pageType"],
  symptomOf: ["server-rendered-text"],
  // A text too short to quote is judged by quotable-length; this one earns nothing while that fails.
  presupposes: ["quotable-length"],
  label: "The main content backs its claims with numbers",
  fix: 'Add concrete, sourced figures where the text makes claims: shares, amounts, measurements, dates of studies ("62 % of buyers…", "€3.20 per kilo", "ready in 45 minutes"). Adding statistics raised visibility in AI answers by about a third in the GEO study.',
  messages: {
    noFigures:
      "The main content ({words} words) states no figure: no percentage, amount, measurement or count.",
    fewFigures:
      'The main content ({words} words) states {found} figures, such as "{example}"; about {target} would back its claims.',
  },
  check: ({ statistics, pageType }, { notApplicable, pass, report, review }) => {
    if (!isInformational(pageType))
      return notApplicable(`A ${pageType.type} page is not judged on statistics.`)
    const words = statistics.mainWords
    if (words < MIN_WORDS_TO_JUDGE)
      return notApplicable(`The main content has only ${plural(words, "word")}.`)
    const target = Math.min(MAX_TARGET, Math.ceil(words / WORDS_PER_FIGURE))
    const found = statistics.items.length
    const first = statistics.items[0]
    if (first === undefined) return report("noFigures", { data: { words } })
    if (found >= target) return pass()
    report("fewFigures", {
      at: first.location,
      subject: excerpt(first.text, 30),
      data: { words, found, example: excerpt(first.text, 30), target },
    })
    return review()
  },
})
