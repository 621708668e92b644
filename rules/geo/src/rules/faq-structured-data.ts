import { defineRule, fold } from "@svc/core"
import { excerpt } from "../applicability"
import { text, valuesOf } from "../schema-types"

const normalised = (value: string): string =>
  fold(value)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()

export default defineRule({
  id: "faq-structured-data",
  part: "ai",
  category: "geo",
  level: "low",
  appliesTo: "substantive",
  requires: ["schemaNodes", "content"],
  label: "FAQ markup describes questions and answers visible on the page",
  fix: "Mark up only the questions and answers the page shows, each a `Question` with `name` and an `acceptedAnswer` holding its `text`. Google no longer shows FAQ rich results; the markup now only helps machines read the Q&A, and structured data that is not on the page breaks Google's policies.",
  check: ({ schemaNodes, content }, { fail, notApplicable, pass }) => {
    const faqs = schemaNodes.ofType("FAQPage")
    if (faqs.length === 0) return notApplicable("The page has no FAQPage markup.")
    const questions = faqs.flatMap((faq) =>
      valuesOf(faq.properties.mainEntity).flatMap((value) => {
        const node = schemaNodes.resolve(value)
        return node ? [node] : []
      }),
    )
    const at = faqs[0]?.location
    if (questions.length === 0) return fail(`The FAQPage (line ${at?.line}) holds no Question.`, { at })
    const unanswered = questions.filter((question) => {
      const answer = valuesOf(question.properties.acceptedAnswer)
        .map((value) => schemaNodes.resolve(value))
        .find((node) => node !== undefined && text(node, "text") !== null)
      return text(question, "name") === null || answer === undefined
    })
    if (unanswered.length > 0)
      return fail(
        `${unanswered.length} of ${questions.length} FAQ questions lack a name or an answer text.`,
        { at },
      )
    const visible = normalised(content.blocks.map((block) => block.text).join(" "))
    const hidden = questions.filter((question) => !visible.includes(normalised(text(question, "name") ?? "")))
    const first = hidden[0]
    if (first !== undefined)
      return fail(
        `${hidden.length} of ${questions.length} FAQ questions in the markup are not on the page, e.g. "${excerpt(text(first, "name") ?? "", 70)}".`,
        { at },
      )
    return pass()
  },
})
