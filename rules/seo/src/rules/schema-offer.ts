import {
  asList,
  defineRule,
  describedNodes,
  describeNode,
  numberOf,
  PRODUCT_TYPES,
  type SchemaNode,
  textOf,
  typesOf,
} from "@svc/core"
import { type NodeProblem, type NodeProblems, reportNodeProblems } from "../lib/node-verdict"

const AVAILABILITY =
  /^(?:https?:\/\/(?:www\.)?schema\.org\/|schema:)?(?:BackOrder|Discontinued|InStock|InStoreOnly|LimitedAvailability|MadeToOrder|OnlineOnly|OutOfStock|PreOrder|PreSale|Reserved|SoldOut)$/
const CURRENCY = /^[A-Z]{3}$/

interface OfferEntry extends SchemaNode {
  readonly product: SchemaNode
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

const messages = {
  noType: '{node} has no "@type": "Offer".',
  noPrice: "{node} has no price.",
  priceNotNumber:
    '{node}: price {value} is not a plain number (no currency signs or thousands separators, "." for decimals).',
  noLowPrice: "{node} has no lowPrice.",
  lowPriceNotNumber: "{node}: lowPrice {value} is not a plain number.",
  highPriceNotNumber: "{node}: highPrice {value} is not a plain number.",
  noCurrency: "{node} has no priceCurrency.",
  currencyNotIso: "{node}: priceCurrency {value} is not a three-letter ISO 4217 code.",
  noAvailability: "{node} has no availability.",
  availabilityUnknown: '{node}: availability "{value}" is not a schema.org ItemAvailability.',
} as const
type Problem = NodeProblem<keyof typeof messages>

const shown = (value: unknown): string => JSON.stringify(value).slice(0, 20)

const checkCurrency = (offer: Readonly<Record<string, unknown>>, errors: Problem[], warnings: Problem[]) => {
  const currency = priceOf(offer, "priceCurrency")
  if (currency === undefined) warnings.push({ messageId: "noCurrency" })
  else if (typeof currency !== "string" || !CURRENCY.test(currency.trim()))
    errors.push({ messageId: "currencyNotIso", data: { value: shown(currency) } })
}

const inspect = ({ properties: node }: SchemaNode): NodeProblems<keyof typeof messages> => {
  const errors: Problem[] = []
  const warnings: Problem[] = []
  const types = typesOf(node)
  if (types.includes("AggregateOffer")) {
    const low = node.lowPrice
    if (low === undefined) errors.push({ messageId: "noLowPrice" })
    else if (numberOf(asList(low)[0]) === null)
      errors.push({ messageId: "lowPriceNotNumber", data: { value: shown(low) } })
    if (node.highPrice !== undefined && numberOf(asList(node.highPrice)[0]) === null)
      errors.push({ messageId: "highPriceNotNumber", data: { value: shown(node.highPrice) } })
    if (node.priceCurrency === undefined) errors.push({ messageId: "noCurrency" })
    else checkCurrency(node, errors, warnings)
    return { errors, warnings }
  }
  if (types.length === 0) errors.push({ messageId: "noType" })
  const price = priceOf(node, "price")
  if (price === undefined) errors.push({ messageId: "noPrice" })
  else if (numberOf(price) === null)
    errors.push({ messageId: "priceNotNumber", data: { value: shown(price) } })
  checkCurrency(node, errors, warnings)
  const availability = textOf(node, "availability")
  if (availability === null) warnings.push({ messageId: "noAvailability" })
  else if (!AVAILABILITY.test(availability))
    errors.push({ messageId: "availabilityUnknown", data: { value: availability.slice(0, 40) } })
  return { errors, warnings }
}

export default defineRule({
  id: "schema-offer",
  category: "on-page",
  level: "medium",
  requires: ["schemaNodes"],
  symptomOf: ["structured-data", "structured-data-context"],
  label: "Product offers state a price, its currency and availability",
  fix: 'Give each Offer "price" as a plain number ("24.90"), "priceCurrency" as an ISO 4217 code ("EUR") and "availability" as a schema.org value ("https://schema.org/InStock"); give an AggregateOffer "lowPrice" and "priceCurrency".',
  messages,
  check: ({ schemaNodes }, context) => {
    const products = describedNodes(schemaNodes, PRODUCT_TYPES)
    const offers: OfferEntry[] = products.flatMap((product) =>
      asList(product.properties.offers)
        .filter(isObject)
        .map((offer) => ({
          types: typesOf(offer),
          id: typeof offer["@id"] === "string" ? offer["@id"] : null,
          properties: offer,
          topLevel: false,
          location: product.location,
          via: "offers",
          product,
        })),
    )
    return reportNodeProblems(offers, inspect, context, "product offers", (entry) => {
      const product = (entry as OfferEntry).product
      return `${entry.types[0] ?? "offer"} of ${describeNode(product.properties)}`
    })
  },
})
