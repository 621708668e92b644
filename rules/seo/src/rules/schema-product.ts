import { defineRule } from "@svc/core"
import { type NodeProblems, nodeVerdict } from "../lib/node-verdict"
import { describedNodes, has, type LocatedNode } from "../lib/schema"
import { PRODUCT_TYPES } from "../lib/schema-types"

const inspect = ({ node }: LocatedNode): NodeProblems => {
  const errors: string[] = []
  const warnings: string[] = []
  if (!has(node, "name")) errors.push("no name")
  if (!has(node, "offers") && !has(node, "review") && !has(node, "aggregateRating"))
    errors.push("none of offers, review or aggregateRating")
  if (!has(node, "image")) warnings.push("no image")
  return { errors, warnings }
}

export default defineRule({
  id: "schema-product",
  part: "google",
  category: "on-page",
  level: "medium",
  requires: ["structuredData"],
  symptomOf: ["structured-data", "structured-data-context"],
  label: "Product markup has a name and an offer, review or rating",
  fix: 'Give each Product a "name" and at least one of "offers" (with price and currency), "review" or "aggregateRating", plus an "image"; Google shows product snippets only for products that have them.',
  check: ({ structuredData }, outcome) =>
    nodeVerdict(describedNodes(structuredData, PRODUCT_TYPES), inspect, outcome, "Product nodes"),
})
