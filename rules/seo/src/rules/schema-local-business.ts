import { defineRule } from "@svc/core"
import { type NodeProblems, nodeVerdict } from "../lib/node-verdict"
import { asList, describedNodes, has, type LocatedNode, textOf } from "../lib/schema"
import { LOCAL_BUSINESS_TYPES } from "../lib/schema-types"

const ADDRESS_PARTS = ["streetAddress", "addressLocality", "postalCode", "addressCountry"]

const inspect = ({ node }: LocatedNode): NodeProblems => {
  const errors: string[] = []
  const warnings: string[] = []
  if (!has(node, "name")) errors.push("no name")
  const address = asList(node.address)[0]
  if (address === undefined || (typeof address === "string" && address.trim() === ""))
    errors.push("no address")
  else if (typeof address === "string") warnings.push("address is plain text, not a PostalAddress")
  else if (typeof address === "object" && address !== null && !Array.isArray(address)) {
    const postal = address as Readonly<Record<string, unknown>>
    const missing = ADDRESS_PARTS.filter((part) => textOf(postal, part) === null && !has(postal, part))
    if (missing.length > 0) warnings.push(`address lacks ${missing.join(", ")}`)
  }
  if (!has(node, "telephone")) warnings.push("no telephone")
  if (!has(node, "openingHoursSpecification") && !has(node, "openingHours")) warnings.push("no opening hours")
  return { errors, warnings }
}

export default defineRule({
  id: "schema-local-business",
  part: "google",
  category: "on-page",
  level: "medium",
  requires: ["structuredData"],
  symptomOf: ["structured-data", "structured-data-context"],
  label: "Local business markup has a name and a full postal address",
  fix: 'Give the LocalBusiness (or Restaurant, Store…) node "name" and "address" as a PostalAddress with streetAddress, addressLocality, postalCode and addressCountry, plus "telephone" and "openingHoursSpecification", matching what the page and your Business Profile show.',
  check: ({ structuredData }, outcome) =>
    nodeVerdict(
      describedNodes(structuredData, LOCAL_BUSINESS_TYPES),
      inspect,
      outcome,
      "local business nodes",
    ),
})
