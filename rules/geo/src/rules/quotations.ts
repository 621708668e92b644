import { defineRule } from "@svc/core"
import { excerpt, isInformational, plural } from "../applicability"

/** Shorter pages are not expected to quote anyone. */
const MIN_WORDS = 300

export default defineRule({
  id: "quotations",
  part: "ai",
  category: "geo",
  level: "low",
  appliesTo: "substantive",
  requires: ["quotations", "content", "pageType"],
  symptomOf: ["server-rendered-text"],
  label: "The main content quotes people or sources by name",
  fix: 'Quote an expert, a customer or a source verbatim and say who it is: a <blockquote> with a "— Name, role" line or `cite`, or "…," said Name. Adding quotations gave the largest visibility gain in AI answers in the GEO study (about 40 %).',
  check: ({ quotations, content, pageType }, { fail, notApplicable, pass, review }) => {
    if (!isInformational(pageType))
      return notApplicable(`A ${pageType.type} page is not judged on quotations.`)
    const words = content.wordCount.main
    if (words < MIN_WORDS) return notApplicable(`The main content has only ${plural(words, "word")}.`)
    if (quotations.some((quotation) => quotation.attribution !== null)) return pass()
    if (quotations.length === 0)
      return fail(
        `The main content (${plural(words, "word")}) quotes no one: no <blockquote>, <q> or quoted statement.`,
      )
    const first = quotations[0]
    return review(
      `The main content has ${plural(quotations.length, "quotation")} but says whose none of them is, e.g. "${excerpt(first?.text ?? "", 60)}" (line ${first?.location.line}).`,
      { at: first?.location },
    )
  },
})
