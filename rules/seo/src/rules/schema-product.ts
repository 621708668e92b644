import { defineRule, describedNodes, has, PRODUCT_TYPES, type SchemaNode } from "@svc/core"
import { type NodeProblem, type NodeProblems, reportNodeProblems } from "../lib/node-verdict"

const messages = {
  noName: "{node} has no name.",
  noOfferReviewOrRating: "{node} has none of offers, review or aggregateRating.",
  noImage: "{node} has no image.",
} as const
type Problem = NodeProblem<keyof typeof messages>

const inspect = ({ properties: node }: SchemaNode): NodeProblems<keyof typeof messages> => {
  const errors: Problem[] = []
  const warnings: Problem[] = []
  if (!has(node, "name")) errors.push({ messageId: "noName" })
  if (!has(node, "offers") && !has(node, "review") && !has(node, "aggregateRating"))
    errors.push({ messageId: "noOfferReviewOrRating" })
  if (!has(node, "image")) warnings.push({ messageId: "noImage" })
  return { errors, warnings }
}

export default defineRule({
  id: "schema-product",
  category: "on-page",
  level: "medium",
  requires: ["schemaNodes"],
  symptomOf: ["structured-data", "structured-data-context"],
  label: "Product markup has a name and an offer, review or rating",
  fix: 'Give each Product a "name" and at least one of "offers" (with price and currency), "review" or "aggregateRating", plus an "image"; Google shows product snippets only for products that have them.',
  messages,
  check: ({ schemaNodes }, context) =>
    reportNodeProblems(describedNodes(schemaNodes, PRODUCT_TYPES), inspect, context, "Product nodes"),
})
