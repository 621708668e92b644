import { asList, defineRule, fold, textOf } from "@svc/core"
import { excerpt } from "../lib/applicability"

const normalised = (value: string): string =>
  fold(value)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()

export default defineRule({
  id: "faq-structured-data",
  category: "geo",
  level: "low",
  appliesTo: "substantive",
  requires: ["schemaNodes", "content"],
  label: "FAQ markup describes questions and answers visible on the page",
  fix: "Mark up only the questions and answers the page shows, each a `Question` with `name` and an `acceptedAnswer` holding its `text`. Google no longer shows FAQ rich results; the markup now only helps machines read the Q&A, and structured data that is not on the page breaks Google's policies.",
  messages: {
    noQuestions: "The FAQPage holds no Question.",
    unnamedQuestion: "A FAQ question has no name.",
    unanswered: 'The FAQ question "{question}" has no answer text.',
    notOnPage: 'The FAQ question "{question}" in the markup is not on the page.',
  },
  check: ({ schemaNodes, content }, { notApplicable, report }) => {
    const faqs = schemaNodes.ofType("FAQPage")
    if (faqs.length === 0) return notApplicable("The page has no FAQPage markup.")
    const questions = faqs.flatMap((faq) =>
      asList(faq.properties.mainEntity).flatMap((value) => {
        const node = schemaNodes.resolve(value)
        return node ? [node] : []
      }),
    )
    if (questions.length === 0) return report("noQuestions", { at: faqs[0]?.location })
    let incomplete = false
    for (const question of questions) {
      const name = textOf(question.properties, "name")
      const answer = asList(question.properties.acceptedAnswer)
        .map((value) => schemaNodes.resolve(value))
        .find((node) => node !== undefined && textOf(node.properties, "text") !== null)
      if (name !== null && answer !== undefined) continue
      incomplete = true
      if (name === null) report("unnamedQuestion", { at: question.location })
      else
        report("unanswered", { at: question.location, subject: name, data: { question: excerpt(name, 70) } })
    }
    if (incomplete) return
    const visible = normalised(content.blocks.map((block) => block.text).join(" "))
    for (const question of questions) {
      const name = textOf(question.properties, "name") ?? ""
      if (!visible.includes(normalised(name)))
        report("notOnPage", { at: question.location, subject: name, data: { question: excerpt(name, 70) } })
    }
  },
})
