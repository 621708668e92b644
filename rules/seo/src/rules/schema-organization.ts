import { defineRule } from "@svc/core"
import { type NodeProblems, nodeVerdict } from "../lib/node-verdict"
import {
  has,
  hasType,
  isAbsoluteHttpUrl,
  type LocatedNode,
  ofTypes,
  topLevelNodes,
  urlOf,
} from "../lib/schema"
import { LOCAL_BUSINESS_TYPES, ORGANIZATION_TYPES } from "../lib/schema-types"

const inspect = ({ node }: LocatedNode): NodeProblems => {
  const errors: string[] = []
  const warnings: string[] = []
  for (const property of ["url", "logo"]) {
    if (!has(node, property)) {
      warnings.push(`no ${property}`)
      continue
    }
    const url = urlOf(node[property])
    if (url === null || !isAbsoluteHttpUrl(url))
      errors.push(
        `${property} is not an absolute URL (${JSON.stringify(url ?? node[property]).slice(0, 60)})`,
      )
  }
  if (!has(node, "name")) warnings.unshift("no name")
  return { errors, warnings }
}

export default defineRule({
  id: "schema-organization",
  part: "google",
  category: "on-page",
  level: "low",
  requires: ["structuredData"],
  symptomOf: ["structured-data", "structured-data-context"],
  label: "Organization markup names the organization, its site and its logo",
  fix: 'Give the Organization node "name", "url" (the home page, absolute) and "logo" (an absolute URL of an image at least 112×112 px that is crawlable), as Google\'s organization markup recommends.',
  check: ({ structuredData }, outcome) =>
    nodeVerdict(
      ofTypes(topLevelNodes(structuredData), ORGANIZATION_TYPES).filter(
        ({ node }) => !hasType(node, LOCAL_BUSINESS_TYPES),
      ),
      inspect,
      outcome,
      "Organization nodes",
    ),
})
