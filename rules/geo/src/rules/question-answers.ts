import { defineRule } from "@svc/core"
import { excerpt } from "../lib/applicability"

/** An answer that starts with a paragraph longer than this is not a direct answer. */
const MAX_ANSWER_WORDS = 120
/** Questions at these levels introduce answers; deeper ones are mostly comment titles and widget headings. */
const QUESTION_LEVELS: ReadonlySet<number> = new Set([2, 3])

export default defineRule({
  id: "question-answers",
  category: "geo",
  level: "medium",
  appliesTo: "substantive",
  requires: ["sections"],
  label: "Every question heading is answered right below it",
  fix: "Follow each question heading directly with its answer: one to three sentences (about 40–80 words) that stand on their own, then the details. A question with no text under it, or an answer buried in a long paragraph, cannot be quoted.",
  messages: {
    unanswered: 'The question heading "{heading}" has no answer before the next heading.',
    buried: 'The answer to "{heading}" starts with a paragraph of {words} words, more than {max}.',
  },
  check: ({ sections }, { notApplicable, pass, report, review }) => {
    const questions = sections.flatMap((section, index) =>
      section.heading?.question && QUESTION_LEVELS.has(section.heading.level)
        ? [{ section, heading: section.heading, next: sections[index + 1] }]
        : [],
    )
    if (questions.length === 0) return notApplicable("The main content has no question headings.")
    // A question closing the main content with nothing under it is a call to action ("Want our newsletter?"), its form not text.
    const unanswered = questions.filter(
      ({ section, heading, next }) =>
        next !== undefined &&
        section.blocks.length === 0 &&
        section.listItems === 0 &&
        !(next.heading && next.heading.level > heading.level),
    )
    for (const { heading } of unanswered)
      report("unanswered", {
        at: heading.location,
        subject: heading.text,
        data: { heading: excerpt(heading.text, 50) },
      })
    if (unanswered.length > 0) return
    const buried = questions.filter(({ section }) => (section.blocks[0]?.words ?? 0) > MAX_ANSWER_WORDS)
    if (buried.length === 0) return pass()
    for (const { heading, section } of buried)
      report("buried", {
        at: heading.location,
        subject: heading.text,
        data: {
          heading: excerpt(heading.text, 50),
          words: section.blocks[0]?.words ?? 0,
          max: MAX_ANSWER_WORDS,
        },
      })
    return review()
  },
})
