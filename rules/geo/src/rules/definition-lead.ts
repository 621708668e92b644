import { defineRule, definesTerm, questionSubject, type Section } from "@svc/core"
import { excerpt } from "../lib/applicability"

/** The passage that answers a section's question: its first block of a few words. */
const answerOf = (section: Section | undefined): string =>
  section?.blocks.find((block) => block.words >= 3)?.text ?? ""

/** A term is a few words; "What's next" or a headline that goes on after "What are…" asks for no definition. */
const MAX_TERM_WORDS = 5
const NOT_TERMS =
  /^(?:next|new|up|it|this|that|here|there|inside|included|happening|going\s+on|on|the\s+difference|the\s+catch|the\s+deal)$/i

const termAsked = (question: string): string | null => {
  const subject = questionSubject(question)
  if (subject === null || NOT_TERMS.test(subject) || /[:;,]/.test(subject)) return null
  return subject.split(/\s+/).length <= MAX_TERM_WORDS ? subject : null
}

export default defineRule({
  id: "definition-lead",
  category: "geo",
  level: "low",
  appliesTo: "substantive",
  requires: ["sections", "headings"],
  label: '"What is …?" questions are answered with a definition',
  fix: 'Answer a "What is X?" heading with a definition in its first sentence: "X is a … that …" (Slovak "X je …", Spanish "X es …"). Answer engines lift that sentence as the definition.',
  messages: {
    notDefined: '"{question}" is answered with "{answer}", not "{term} is …".',
  },
  check: ({ sections, headings }, { notApplicable, pass, report }) => {
    const asked = sections.flatMap((section) => {
      const subject = section.heading ? termAsked(section.heading.text) : null
      const answer = answerOf(section)
      return section.heading && subject && answer !== ""
        ? [{ heading: section.heading, subject, answer }]
        : []
    })
    const h1 = headings.find((heading) => heading.level === 1 && !heading.hidden)
    const h1Subject = h1 ? termAsked(h1.text) : null
    const h1Answer = answerOf(sections[0])
    if (
      h1 &&
      h1Subject &&
      h1Answer !== "" &&
      !asked.some((entry) => entry.heading.location.line === h1.location.line)
    )
      asked.unshift({ heading: { ...h1, question: true }, subject: h1Subject, answer: h1Answer })
    if (asked.length === 0) return notApplicable('The page asks no "What is …?" question.')
    const undefined_ = asked.filter((entry) => !definesTerm(entry.answer, entry.subject))
    if (undefined_.length === 0) return pass()
    for (const entry of undefined_)
      report("notDefined", {
        at: entry.heading.location,
        subject: entry.heading.text,
        data: {
          question: excerpt(entry.heading.text, 50),
          answer: excerpt(entry.answer, 70),
          term: entry.subject,
        },
      })
  },
})
