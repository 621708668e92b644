import { defineRule } from "@svc/core"
import { type NodeProblems, nodeVerdict } from "../lib/node-verdict"
import {
  asList,
  describedNodes,
  describeNode,
  type LocatedNode,
  numberOf,
  textOf,
  typesOf,
} from "../lib/schema"
import { PRODUCT_TYPES } from "../lib/schema-types"

const AVAILABILITY =
  /^(?:https?:\/\/(?:www\.)?schema\.org\/|schema:)?(?:BackOrder|Discontinued|InStock|InStoreOnly|LimitedAvailability|MadeToOrder|OnlineOnly|OutOfStock|PreOrder|PreSale|Reserved|SoldOut)$/
const CURRENCY = /^[A-Z]{3}$/

interface OfferEntry extends LocatedNode {
  readonly product: LocatedNode
}

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** The price (and its currency) an offer states directly or through priceSpecification. */
const priceOf = (offer: Readonly<Record<string, unknown>>, property: "price" | "priceCurrency"): unknown => {
  if (offer[property] !== undefined) return asList(offer[property])[0]
  for (const specification of asList(offer.priceSpecification))
    if (isObject(specification) && specification[property] !== undefined)
      return asList(specification[property])[0]
  return undefined
}

const checkCurrency = (offer: Readonly<Record<string, unknown>>, errors: string[], warnings: string[]) => {
  const currency = priceOf(offer, "priceCurrency")
  if (currency === undefined) warnings.push("no priceCurrency")
  else if (typeof currency !== "string" || !CURRENCY.test(currency.trim()))
    errors.push(`priceCurrency ${JSON.stringify(currency).slice(0, 20)} is not a three-letter ISO 4217 code`)
}

const inspect = ({ node }: LocatedNode): NodeProblems => {
  const errors: string[] = []
  const warnings: string[] = []
  const types = typesOf(node)
  if (types.includes("AggregateOffer")) {
    const low = node.lowPrice
    if (low === undefined) errors.push("no lowPrice")
    else if (numberOf(asList(low)[0]) === null)
      errors.push(`lowPrice ${JSON.stringify(low).slice(0, 20)} is not a plain number`)
    if (node.highPrice !== undefined && numberOf(asList(node.highPrice)[0]) === null)
      errors.push(`highPrice ${JSON.stringify(node.highPrice).slice(0, 20)} is not a plain number`)
    if (node.priceCurrency === undefined) errors.push("no priceCurrency")
    else checkCurrency(node, errors, warnings)
    return { errors, warnings }
  }
  if (types.length === 0) errors.push('no "@type": "Offer"')
  const price = priceOf(node, "price")
  if (price === undefined) errors.push("no price")
  else if (numberOf(price) === null)
    errors.push(
      `price ${JSON.stringify(price).slice(0, 20)} is not a plain number (no currency signs or thousands separators, "." for decimals)`,
    )
  checkCurrency(node, errors, warnings)
  const availability = textOf(node, "availability")
  if (availability === null) warnings.push("no availability")
  else if (!AVAILABILITY.test(availability))
    errors.push(`availability "${availability.slice(0, 40)}" is not a schema.org ItemAvailability`)
  return { errors, warnings }
}

export default defineRule({
  id: "schema-offer",
  part: "google",
  category: "on-page",
  level: "medium",
  requires: ["structuredData"],
  symptomOf: ["structured-data", "structured-data-context"],
  label: "Product offers state a price, its currency and availability",
  fix: 'Give each Offer "price" as a plain number ("24.90"), "priceCurrency" as an ISO 4217 code ("EUR") and "availability" as a schema.org value ("https://schema.org/InStock"); give an AggregateOffer "lowPrice" and "priceCurrency".',
  check: ({ structuredData }, outcome) => {
    const products = describedNodes(structuredData, PRODUCT_TYPES)
    const offers: OfferEntry[] = products.flatMap((product) =>
      asList(product.node.offers)
        .filter(isObject)
        .map((offer) => ({ node: offer, location: product.location, via: "offers", product })),
    )
    return nodeVerdict(offers, inspect, outcome, "product offers", (entry) => {
      const product = (entry as OfferEntry).product
      return `${typesOf(entry.node)[0] ?? "offer"} of ${describeNode(product)}`
    })
  },
})
