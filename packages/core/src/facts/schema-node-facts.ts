import type { SchemaNode } from "./ai-readiness-facts"
import type { Extractor } from "./extraction"
import { isUnavailable } from "./unavailable"

const SCHEMA_PREFIX = /^https?:\/\/(?:www\.)?schema\.org\//i

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const typesOf = (node: Readonly<Record<string, unknown>>): string[] =>
  (Array.isArray(node["@type"]) ? node["@type"] : [node["@type"]])
    .filter((type): type is string => typeof type === "string" && type.trim() !== "")
    .map((type) => type.trim().replace(SCHEMA_PREFIX, ""))

/** An object that only points at another node: `{"@id": "…"}`. */
const isReference = (value: Readonly<Record<string, unknown>>): boolean => {
  const keys = Object.keys(value)
  return keys.length === 1 && keys[0] === "@id"
}

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
    const pending: Array<{ value: unknown; topLevel: boolean }> = [{ value: block.value, topLevel: true }]
    while (pending.length > 0) {
      const { value, topLevel } = pending.pop() as { value: unknown; topLevel: boolean }
      if (Array.isArray(value)) {
        for (let index = value.length - 1; index >= 0; index--)
          pending.push({ value: value[index], topLevel })
        continue
      }
      if (!isObject(value)) continue
      const { "@graph": graph, ...rest } = value
      if (graph !== undefined) pending.push({ value: graph, topLevel: true })
      const id = typeof value["@id"] === "string" ? value["@id"].trim() : null
      const types = typesOf(value)
      if ((types.length > 0 || id !== null) && !isReference(value) && Object.keys(rest).length > 0) {
        const node: SchemaNode = { types, id, properties: value, topLevel, location: block.location }
        nodes.push(node)
        byObject.set(value, node)
        const known = id === null ? undefined : byId.get(id)
        if (
          id !== null &&
          (known === undefined || Object.keys(known.properties).length < Object.keys(value).length)
        )
          byId.set(id, node)
      }
      const properties = Object.entries(rest).filter(([key]) => !key.startsWith("@"))
      for (let index = properties.length - 1; index >= 0; index--)
        pending.push({ value: properties[index]?.[1], topLevel: false })
    }
  }
  return {
    nodes,
    ofType: (...types) => nodes.filter((node) => node.types.some((type) => types.includes(type))),
    resolve: (value) => {
      if (!isObject(value)) return undefined
      const id = typeof value["@id"] === "string" ? value["@id"].trim() : null
      return (
        (isReference(value) && id !== null ? byId.get(id) : byObject.get(value)) ??
        (id ? byId.get(id) : undefined)
      )
    },
  }
}
