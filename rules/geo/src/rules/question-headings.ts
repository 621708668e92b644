import { defineRule } from "@svc/core"
import { excerpt, isInformational } from "../lib/applicability"

/** Pages with fewer subheadings are too short to be judged on how they are phrased… */
const MIN_SUBHEADINGS = 3
/** …unless their text is this long: then too few subheadings is itself what keeps questions out. */
const LONG_TEXT_WORDS = 800

export default defineRule({
  id: "question-headings",
  category: "geo",
  level: "low",
  appliesTo: "substantive",
  requires: ["sections", "pageType"],
  symptomOf: ["server-rendered-text"],
  // A text too short to quote is judged by quotable-length; this one earns nothing while that fails.
  presupposes: ["quotable-length"],
  label: "Some subheadings ask the questions readers ask",
  fix: 'Phrase the subheadings that introduce answers as the questions people type or say ("How long does sourdough need to rise?", "What does it cost?"), each followed directly by its answer. Answer engines match questions to passages by their headings.',
  messages: {
    fewSubheadings:
      "The main content runs {words} words with only {count} subheadings, none of them a question or a task.",
    notAQuestion:
      'The subheading "{heading}" is neither a question nor a task, like every other subheading of the page.',
  },
  check: ({ sections, pageType }, { notApplicable, pass, report }) => {
    if (!isInformational(pageType))
      return notApplicable(`A ${pageType.type} page is not judged on its headings.`)
    const subheadings = sections.flatMap((section) =>
      section.heading !== null && section.heading.level > 1 ? [section.heading] : [],
    )
    if (subheadings.some((heading) => heading.question)) return pass()
    if (subheadings.length < MIN_SUBHEADINGS) {
      const words = sections.reduce((sum, section) => sum + section.words, 0)
      if (words < LONG_TEXT_WORDS)
        return notApplicable(`The main content has ${subheadings.length} subheadings.`)
      return report("fewSubheadings", {
        at: subheadings[0]?.location,
        data: { words, count: subheadings.length },
      })
    }
    for (const heading of subheadings)
      report("notAQuestion", {
        at: heading.location,
        subject: heading.text,
        data: { heading: excerpt(heading.text, 40) },
      })
  },
})
