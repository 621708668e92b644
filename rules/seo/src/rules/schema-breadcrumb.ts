import { allNodes, asList, defineRule, numberOf, ofTypes, type SchemaNode, textOf, urlOf } from "@svc/core"
import { type NodeProblem, type NodeProblems, reportNodeProblems } from "../lib/node-verdict"

const BREADCRUMB = new Set(["BreadcrumbList"])

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const messages = {
  noItems: "{node} has no itemListElement.",
  notListItem: "{node}: crumb {item} is not a ListItem.",
  noPosition: "{node}: crumb {item} has no position (a whole number from 1).",
  noName: "{node}: crumb {item} has no name.",
  noItemUrl: "{node}: crumb {item} has no item URL.",
  singleCrumb: "{node} has a single crumb, which shows no trail.",
} as const
type Problem = NodeProblem<keyof typeof messages>

const inspect = ({ properties: node }: SchemaNode): NodeProblems<keyof typeof messages> => {
  const errors: Problem[] = []
  const warnings: Problem[] = []
  const items = asList(node.itemListElement)
  if (items.length === 0) return { errors: [{ messageId: "noItems" }], warnings }
  const positions = items.map((item) => (isObject(item) ? numberOf(asList(item.position)[0]) : null))
  const last = Math.max(...positions.map((position) => position ?? Number.NEGATIVE_INFINITY))
  items.forEach((item, index) => {
    const data = { item: index + 1 }
    if (!isObject(item)) {
      errors.push({ messageId: "notListItem", data })
      return
    }
    const position = positions[index] ?? null
    if (position === null || !Number.isInteger(position) || position < 1)
      errors.push({ messageId: "noPosition", data })
    const target = item.item
    const name = textOf(item, "name") ?? (isObject(target) ? textOf(target, "name") : null)
    if (name === null) errors.push({ messageId: "noName", data })
    const url = urlOf(target)
    if ((url === null || url === "") && position !== last) errors.push({ messageId: "noItemUrl", data })
  })
  if (items.length === 1) warnings.push({ messageId: "singleCrumb" })
  return { errors, warnings }
}

export default defineRule({
  id: "schema-breadcrumb",
  category: "on-page",
  level: "low",
  requires: ["schemaNodes"],
  symptomOf: ["structured-data", "structured-data-context"],
  label: "Breadcrumb markup lists positioned, named and linked crumbs",
  fix: 'Give the BreadcrumbList an "itemListElement" of ListItems, each with "position" (1, 2, 3…), "name" and "item" (the crumb\'s URL; the last, current page may omit it), at least two of them.',
  messages,
  check: ({ schemaNodes }, context) =>
    reportNodeProblems(ofTypes(allNodes(schemaNodes), BREADCRUMB), inspect, context, "BreadcrumbList nodes"),
})
