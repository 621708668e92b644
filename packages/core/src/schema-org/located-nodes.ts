import type { SchemaNode, SchemaNodeFacts } from "../facts/ai-readiness-facts"
import { REFERENCE_PROPERTIES } from "./reference-properties"
import { onlyIdentifies } from "./references"
import { hasType } from "./type-names"

/** Nodes that say something to check: not a bare `@id`, nor an `@id` with only its `@type`. */
const described = (node: SchemaNode): boolean => !onlyIdentifies(node.properties)

/** The top-level and `@graph` nodes of the page that say something to check. */
export const topLevelNodes = (schemaNodes: SchemaNodeFacts): SchemaNode[] =>
  schemaNodes.nodes.filter((node) => node.topLevel && described(node))

/**
 * Every typed node of every block that says something to check, nested ones included (an Offer inside
 * a Product, a Product in a page's `mainEntity`), in document order.
 */
export const allNodes = (schemaNodes: SchemaNodeFacts): SchemaNode[] =>
  schemaNodes.nodes.filter((node) => node.types.length > 0 && described(node))

/** Nodes of the given types among `nodes`. */
export const ofTypes = (nodes: ReadonlyArray<SchemaNode>, types: ReadonlySet<string>): SchemaNode[] =>
  nodes.filter((node) => hasType(node.properties, types))

/**
 * The nodes of these types that the page describes, nested ones included, leaving out those it only
 * refers to (a product as `itemReviewed`, a business as `publisher`…).
 */
export const describedNodes = (schemaNodes: SchemaNodeFacts, types: ReadonlySet<string>): SchemaNode[] =>
  ofTypes(allNodes(schemaNodes), types).filter((node) => !REFERENCE_PROPERTIES.has(node.via ?? ""))
