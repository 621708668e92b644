import { defineRule } from "@svc/core"
import { excerpt, isInformational, plural } from "../lib/applicability"

/** Shorter pages are not expected to quote anyone. */
const MIN_WORDS = 300

export default defineRule({
  id: "quotations",
  category: "geo",
  level: "low",
  appliesTo: "substantive",
  requires: ["quotations", "content", "pageType"],
  symptomOf: ["server-rendered-text"],
  // A text too short to quote is judged by quotable-length; this one earns nothing while that fails.
  presupposes: ["quotable-length"],
  label: "The main content quotes people or sources by name",
  fix: 'Quote an expert, a customer or a source verbatim and say who it is: a <blockquote> with a "— Name, role" line or `cite`, or "…," said Name. Adding quotations gave the largest visibility gain in AI answers in the GEO study (about 40 %).',
  messages: {
    noQuotations: "The main content ({words} words) quotes no one: no <blockquote>, <q> or quoted statement.",
    unattributed: 'The quotation "{text}" does not say whose it is.',
  },
  check: ({ quotations, content, pageType }, { notApplicable, pass, report, review }) => {
    if (!isInformational(pageType))
      return notApplicable(`A ${pageType.type} page is not judged on quotations.`)
    const words = content.wordCount.main
    if (words < MIN_WORDS) return notApplicable(`The main content has only ${plural(words, "word")}.`)
    if (quotations.some((quotation) => quotation.attribution !== null)) return pass()
    if (quotations.length === 0) return report("noQuotations", { data: { words } })
    for (const quotation of quotations)
      report("unattributed", {
        at: quotation.location,
        subject: excerpt(quotation.text, 60),
        data: { text: excerpt(quotation.text, 60) },
      })
    return review()
  },
})
