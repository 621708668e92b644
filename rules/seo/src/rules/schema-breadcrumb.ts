import { defineRule } from "@svc/core"
import { type NodeProblems, nodeVerdict } from "../lib/node-verdict"
import { allNodes, asList, type LocatedNode, numberOf, ofTypes, textOf, urlOf } from "../lib/schema"

const BREADCRUMB = new Set(["BreadcrumbList"])

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const inspect = ({ node }: LocatedNode): NodeProblems => {
  const errors: string[] = []
  const warnings: string[] = []
  const items = asList(node.itemListElement)
  if (items.length === 0) return { errors: ["no itemListElement"], warnings }
  const positions = items.map((item) => (isObject(item) ? numberOf(asList(item.position)[0]) : null))
  const last = Math.max(...positions.map((position) => position ?? Number.NEGATIVE_INFINITY))
  items.forEach((item, index) => {
    const label = `item ${index + 1}`
    if (!isObject(item)) {
      errors.push(`${label} is not a ListItem`)
      return
    }
    const position = positions[index] ?? null
    if (position === null || !Number.isInteger(position) || position < 1)
      errors.push(`${label} has no position (a whole number from 1)`)
    const target = item.item
    const name = textOf(item, "name") ?? (isObject(target) ? textOf(target, "name") : null)
    if (name === null) errors.push(`${label} has no name`)
    const url = urlOf(target)
    if ((url === null || url === "") && position !== last) errors.push(`${label} has no item URL`)
  })
  if (items.length === 1) warnings.push("a single crumb shows no trail")
  return { errors, warnings }
}

export default defineRule({
  id: "schema-breadcrumb",
  part: "google",
  category: "on-page",
  level: "low",
  requires: ["structuredData"],
  symptomOf: ["structured-data", "structured-data-context"],
  label: "Breadcrumb markup lists positioned, named and linked crumbs",
  fix: 'Give the BreadcrumbList an "itemListElement" of ListItems, each with "position" (1, 2, 3…), "name" and "item" (the crumb\'s URL; the last, current page may omit it), at least two of them.',
  check: ({ structuredData }, outcome) =>
    nodeVerdict(ofTypes(allNodes(structuredData), BREADCRUMB), inspect, outcome, "BreadcrumbList nodes"),
})
