import { allNodes, asList, defineRule, has, numberOf, ofTypes, type SchemaNode } from "@svc/core"
import { type NodeProblem, type NodeProblems, reportNodeProblems } from "../lib/node-verdict"

const AGGREGATE_RATING = new Set(["AggregateRating"])

/** Google accepts a number, a percentage ("60%") or a fraction ("6 / 10") as a rating value. */
const ratingOf = (value: unknown): { value: number; scaled: boolean } | null => {
  const plain = numberOf(value)
  if (plain !== null) return { value: plain, scaled: false }
  if (typeof value !== "string") return null
  if (/^\s*\d+(?:\.\d+)?\s*%\s*$/.test(value)) return { value: Number.parseFloat(value), scaled: true }
  const fraction = value.match(/^\s*(\d+(?:\.\d+)?)\s*\/\s*(\d+(?:\.\d+)?)\s*$/)
  return fraction ? { value: Number(fraction[1]), scaled: true } : null
}

const messages = {
  noRatingValue: "{node} has no ratingValue.",
  ratingNotNumber: "{node}: ratingValue {value} is not a number.",
  noCount: "{node} has neither ratingCount nor reviewCount.",
  countNotPositive: "{node}: {property} {value} is not a positive number.",
  outsideScale: "{node}: ratingValue {value} is outside {worst}–{best}.",
  outsideDefaultScale: "{node}: ratingValue {value} is outside 1–5 (set bestRating if the scale is not 1–5).",
  notNested: "{node} has no itemReviewed, and it is not nested in the item it rates.",
} as const
type Problem = NodeProblem<keyof typeof messages>

const inspect = ({ properties: node, via }: SchemaNode): NodeProblems<keyof typeof messages> => {
  const errors: Problem[] = []
  const rawValue = asList(node.ratingValue)[0]
  const rating = rawValue === undefined ? null : ratingOf(rawValue)
  if (rawValue === undefined) errors.push({ messageId: "noRatingValue" })
  else if (rating === null)
    errors.push({ messageId: "ratingNotNumber", data: { value: JSON.stringify(rawValue).slice(0, 20) } })
  const counts = ["ratingCount", "reviewCount"].filter((property) => node[property] !== undefined)
  if (counts.length === 0) errors.push({ messageId: "noCount" })
  for (const property of counts) {
    const count = numberOf(asList(node[property])[0])
    if (count === null || count <= 0)
      errors.push({
        messageId: "countNotPositive",
        data: { property, value: JSON.stringify(node[property]).slice(0, 20) },
      })
  }
  if (rating !== null && !rating.scaled) {
    const best = numberOf(asList(node.bestRating)[0]) ?? 5
    const worst = numberOf(asList(node.worstRating)[0]) ?? 1
    if (rating.value > best || rating.value < worst)
      errors.push(
        node.bestRating === undefined && node.worstRating === undefined
          ? { messageId: "outsideDefaultScale", data: { value: rating.value } }
          : { messageId: "outsideScale", data: { value: rating.value, worst, best } },
      )
  }
  if (via === null && !has(node, "itemReviewed")) errors.push({ messageId: "notNested" })
  return { errors, warnings: [] }
}

export default defineRule({
  id: "schema-aggregate-rating",
  category: "on-page",
  level: "medium",
  requires: ["schemaNodes"],
  symptomOf: ["structured-data", "structured-data-context"],
  label: "Aggregate ratings have a value, a count and a scale that fit",
  fix: 'Give each AggregateRating "ratingValue" (a number within the scale), "ratingCount" or "reviewCount" (a positive number), and "bestRating"/"worstRating" when the scale is not 1–5; nest it in the product or business it rates (or name that in "itemReviewed").',
  messages,
  check: ({ schemaNodes }, context) =>
    reportNodeProblems(
      ofTypes(allNodes(schemaNodes), AGGREGATE_RATING),
      inspect,
      context,
      "AggregateRating nodes",
    ),
})
