import { defineRule, definesTerm, questionSubject, type Section } from "@svc/core"
import { excerpt } from "../applicability"

/** The passage that answers a section's question: its first block of a few words. */
const answerOf = (section: Section | undefined): string =>
  section?.blocks.find((block) => block.words >= 3)?.text ?? ""

export default defineRule({
  id: "definition-lead",
  part: "ai",
  category: "geo",
  level: "low",
  requires: ["sections", "headings"],
  label: '"What is …?" questions are answered with a definition',
  fix: 'Answer a "What is X?" heading with a definition in its first sentence: "X is a … that …" (Slovak "X je …", Spanish "X es …"). Answer engines lift that sentence as the definition.',
  check: ({ sections, headings }, { fail, notApplicable, pass }) => {
    const asked = sections.flatMap((section) => {
      const subject = section.heading ? questionSubject(section.heading.text) : null
      return section.heading && subject
        ? [{ heading: section.heading, subject, answer: answerOf(section) }]
        : []
    })
    const h1 = headings.find((heading) => heading.level === 1 && !heading.hidden)
    const h1Subject = h1 ? questionSubject(h1.text) : null
    if (h1 && h1Subject && !asked.some((entry) => entry.heading.location.line === h1.location.line))
      asked.unshift({ heading: { ...h1, question: true }, subject: h1Subject, answer: answerOf(sections[0]) })
    if (asked.length === 0) return notApplicable('The page asks no "What is …?" question.')
    const undefined_ = asked.filter((entry) => !definesTerm(entry.answer, entry.subject))
    if (undefined_.length === 0) return pass()
    return fail(
      `${undefined_
        .slice(0, 3)
        .map(
          (entry) =>
            `"${excerpt(entry.heading.text, 50)}" (line ${entry.heading.location.line}) is answered with "${excerpt(entry.answer, 70)}", not "${entry.subject} is …"`,
        )
        .join("; ")}.`,
      { at: undefined_[0]?.heading.location },
    )
  },
})
