import { defineRule } from "@svc/core"
import { type NodeProblems, nodeVerdict } from "../lib/node-verdict"
import { allNodes, asList, has, type LocatedNode, numberOf, ofTypes } from "../lib/schema"

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

const inspect = ({ node, via }: LocatedNode): NodeProblems => {
  const errors: string[] = []
  const rawValue = asList(node.ratingValue)[0]
  const rating = rawValue === undefined ? null : ratingOf(rawValue)
  if (rawValue === undefined) errors.push("no ratingValue")
  else if (rating === null)
    errors.push(`ratingValue ${JSON.stringify(rawValue).slice(0, 20)} is not a number`)
  const counts = ["ratingCount", "reviewCount"].filter((property) => node[property] !== undefined)
  if (counts.length === 0) errors.push("neither ratingCount nor reviewCount")
  for (const property of counts) {
    const count = numberOf(asList(node[property])[0])
    if (count === null || count <= 0)
      errors.push(`${property} ${JSON.stringify(node[property]).slice(0, 20)} is not a positive number`)
  }
  if (rating !== null && !rating.scaled) {
    const best = numberOf(asList(node.bestRating)[0]) ?? 5
    const worst = numberOf(asList(node.worstRating)[0]) ?? 1
    if (rating.value > best || rating.value < worst)
      errors.push(
        `ratingValue ${rating.value} is outside ${worst}–${best}${node.bestRating === undefined ? " (set bestRating if the scale is not 1–5)" : ""}`,
      )
  }
  if (via === null && !has(node, "itemReviewed"))
    errors.push("no itemReviewed, and it is not nested in the item it rates")
  return { errors, warnings: [] }
}

export default defineRule({
  id: "schema-aggregate-rating",
  part: "google",
  category: "on-page",
  level: "medium",
  requires: ["structuredData"],
  symptomOf: ["structured-data", "structured-data-context"],
  label: "Aggregate ratings have a value, a count and a scale that fit",
  fix: 'Give each AggregateRating "ratingValue" (a number within the scale), "ratingCount" or "reviewCount" (a positive number), and "bestRating"/"worstRating" when the scale is not 1–5; nest it in the product or business it rates (or name that in "itemReviewed").',
  check: ({ structuredData }, outcome) =>
    nodeVerdict(
      ofTypes(allNodes(structuredData), AGGREGATE_RATING),
      inspect,
      outcome,
      "AggregateRating nodes",
    ),
})
