import {
  asList,
  defineRule,
  describedNodes,
  has,
  LOCAL_BUSINESS_TYPES,
  type SchemaNode,
  textOf,
} from "@svc/core"
import { type NodeProblem, type NodeProblems, reportNodeProblems } from "../lib/node-verdict"

const ADDRESS_PARTS = ["streetAddress", "addressLocality", "postalCode", "addressCountry"]

const messages = {
  noName: "{node} has no name.",
  noAddress: "{node} has no address.",
  addressAsText: "{node} gives its address as plain text, not as a PostalAddress.",
  addressIncomplete: "{node} has an address without {missing}.",
  noTelephone: "{node} has no telephone.",
  noOpeningHours: "{node} has no opening hours.",
} as const
type Problem = NodeProblem<keyof typeof messages>

const inspect = ({ properties: node }: SchemaNode): NodeProblems<keyof typeof messages> => {
  const errors: Problem[] = []
  const warnings: Problem[] = []
  if (!has(node, "name")) errors.push({ messageId: "noName" })
  const address = asList(node.address)[0]
  if (address === undefined || (typeof address === "string" && address.trim() === ""))
    errors.push({ messageId: "noAddress" })
  else if (typeof address === "string") warnings.push({ messageId: "addressAsText" })
  else if (typeof address === "object" && address !== null && !Array.isArray(address)) {
    const postal = address as Readonly<Record<string, unknown>>
    const missing = ADDRESS_PARTS.filter((part) => textOf(postal, part) === null && !has(postal, part))
    if (missing.length > 0)
      warnings.push({ messageId: "addressIncomplete", data: { missing: missing.join(", ") } })
  }
  if (!has(node, "telephone")) warnings.push({ messageId: "noTelephone" })
  if (!has(node, "openingHoursSpecification") && !has(node, "openingHours"))
    warnings.push({ messageId: "noOpeningHours" })
  return { errors, warnings }
}

export default defineRule({
  id: "schema-local-business",
  category: "on-page",
  level: "medium",
  requires: ["schemaNodes"],
  symptomOf: ["structured-data", "structured-data-context"],
  label: "Local business markup has a name and a full postal address",
  fix: 'Give the LocalBusiness (or Restaurant, Store…) node "name" and "address" as a PostalAddress with streetAddress, addressLocality, postalCode and addressCountry, plus "telephone" and "openingHoursSpecification", matching what the page and your Business Profile show.',
  messages,
  check: ({ schemaNodes }, context) =>
    reportNodeProblems(
      describedNodes(schemaNodes, LOCAL_BUSINESS_TYPES),
      inspect,
      context,
      "local business nodes",
    ),
})
