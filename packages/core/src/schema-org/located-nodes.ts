import type { Location, StructuredDataFacts } from "../facts/page-facts"
import { REFERENCE_PROPERTIES } from "./reference-properties"
import { onlyIdentifies } from "./references"
import { hasType, typesOf } from "./type-names"
import { walkJsonLd } from "./walk-json-ld"

/** A JSON-LD object, and where its `<script>` block starts. */
export interface LocatedNode {
  readonly node: Readonly<Record<string, unknown>>
  readonly location: Location
  /** The property it is the value of (`offers`, `itemReviewed`…); null at the top level or in `@graph`. */
  readonly via: string | null
}

/** The top-level nodes of every block (its root, array items and `@graph` members), as the facts list them. */
export const topLevelNodes = (structuredData: StructuredDataFacts): LocatedNode[] =>
  structuredData.jsonLd.flatMap((block) =>
    block.nodes
      .filter((node) => !onlyIdentifies(node))
      .map((node) => ({ node, location: block.location, via: null })),
  )

/**
 * Every typed object node of every block, nested ones included (an Offer inside a Product, a Product in
 * a page's `mainEntity`), in document order; bare references are skipped.
 */
export const allNodes = (structuredData: StructuredDataFacts): LocatedNode[] => {
  const found: LocatedNode[] = []
  for (const block of structuredData.jsonLd) {
    if (block.error !== null) continue
    walkJsonLd(block.value, (node, via) => {
      if (typesOf(node).length > 0 && !onlyIdentifies(node))
        found.push({ node, location: block.location, via })
    })
  }
  return found
}

/** Nodes of the given types among `nodes`. */
export const ofTypes = (nodes: ReadonlyArray<LocatedNode>, types: ReadonlySet<string>): LocatedNode[] =>
  nodes.filter(({ node }) => hasType(node, types))

/**
 * The nodes of these types that the page describes, nested ones included, leaving out those it only
 * refers to (a product as `itemReviewed`, a business as `publisher`…).
 */
export const describedNodes = (
  structuredData: StructuredDataFacts,
  types: ReadonlySet<string>,
): LocatedNode[] =>
  ofTypes(allNodes(structuredData), types).filter((entry) => !REFERENCE_PROPERTIES.has(entry.via ?? ""))
