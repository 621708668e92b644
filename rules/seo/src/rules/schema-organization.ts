import {
  defineRule,
  has,
  hasType,
  isAbsoluteHttpUrl,
  LOCAL_BUSINESS_TYPES,
  ORGANIZATION_TYPES,
  ofTypes,
  type SchemaNode,
  topLevelNodes,
  urlOf,
} from "@svc/core"
import { type NodeProblem, type NodeProblems, reportNodeProblems } from "../lib/node-verdict"

// Whether the home page declares the organization at all, and its sameAs links, are the GEO pack's
// (organization-entity, entity-same-as); this rule judges the addresses Google fetches.
const messages = {
  notAbsolute: "{node}: its {property} {value} is not an absolute URL.",
} as const

const inspect = ({ properties: node }: SchemaNode): NodeProblems<keyof typeof messages> => {
  const errors: Array<NodeProblem<keyof typeof messages>> = []
  for (const property of ["url", "logo"]) {
    if (!has(node, property)) continue
    const url = urlOf(node[property])
    if (url === null || !isAbsoluteHttpUrl(url))
      errors.push({
        messageId: "notAbsolute",
        data: { property, value: JSON.stringify(url ?? node[property]).slice(0, 60) },
      })
  }
  return { errors, warnings: [] }
}

export default defineRule({
  id: "schema-organization",
  category: "on-page",
  level: "low",
  requires: ["schemaNodes"],
  symptomOf: ["structured-data", "structured-data-context"],
  label: "Organization markup gives its site and logo as absolute URLs",
  fix: 'Write the Organization\'s "url" (the home page) and "logo" (an image of at least 112×112 px that crawlers may fetch) as absolute URLs, e.g. "https://www.example.com/img/logo.png"; Google does not resolve relative ones.',
  messages,
  check: ({ schemaNodes }, context) =>
    reportNodeProblems(
      ofTypes(topLevelNodes(schemaNodes), ORGANIZATION_TYPES).filter(
        ({ properties }) => !hasType(properties, LOCAL_BUSINESS_TYPES),
      ),
      inspect,
      context,
      "Organization nodes",
    ),
})
