import { isJsonObject } from "../schema-org/json-object"
import { isIdReference } from "../schema-org/references"
import { typesOf } from "../schema-org/type-names"
import type { SchemaNode } from "./ai-readiness-facts"
import type { Extractor } from "./extraction"
import { isUnavailable } from "./unavailable"

/** Holds more than a `@graph` (a wrapper of nothing but a graph is no node). */
const describesMoreThanGraph = (value: Readonly<Record<string, unknown>>): boolean =>
  Object.keys(value).some((key) => key !== "@graph")

/**
 * Every JSON-LD node of the page — top-level, `@graph` and nested in properties — walked iteratively,
 * with lookups by type and by `@id` so rules can follow `"author": {"@id": "#jane"}` to Jane.
 */
export const extractSchemaNodes: Extractor<"schemaNodes"> = ({ get }) => {
  const structuredData = get("structuredData")
  if (isUnavailable(structuredData)) return structuredData
  const nodes: SchemaNode[] = []
  const byObject = new Map<object, SchemaNode>()
  const byId = new Map<string, SchemaNode>()
  for (const block of structuredData.jsonLd) {
    if (block.error !== null) continue
    for (const { value, via } of block.objects) {
      const id = typeof value["@id"] === "string" ? value["@id"].trim() : null
      const types = typesOf(value)
      if ((types.length === 0 && id === null) || isIdReference(value) || !describesMoreThanGraph(value))
        continue
      const node: SchemaNode = {
        types,
        id,
        properties: value,
        topLevel: via === null,
        via,
        location: block.location,
      }
      nodes.push(node)
      byObject.set(value, node)
      const known = id === null ? undefined : byId.get(id)
      if (
        id !== null &&
        (known === undefined || Object.keys(known.properties).length < Object.keys(value).length)
      )
        byId.set(id, node)
    }
  }
  return {
    nodes,
    ofType: (...types) => nodes.filter((node) => node.types.some((type) => types.includes(type))),
    resolve: (value) => {
      if (!isJsonObject(value)) return undefined
      const id = typeof value["@id"] === "string" ? value["@id"].trim() : null
      return (
        (isIdReference(value) && id !== null ? byId.get(id) : byObject.get(value)) ??
        (id ? byId.get(id) : undefined)
      )
    },
  }
}
