import type { Location, StructuredDataFacts } from "@svc/core"
import { shortened } from "@svc/core"
import { REFERENCE_PROPERTIES } from "./schema-types"

/** A JSON-LD object, and where its `<script>` block starts. */
export interface LocatedNode {
  readonly node: Readonly<Record<string, unknown>>
  readonly location: Location
  /** The property it is the value of (`offers`, `itemReviewed`…); null at the top level or in `@graph`. */
  readonly via: string | null
}

const SCHEMA_PREFIX = /^(?:https?:\/\/(?:www\.)?schema\.org\/|schema:)/i
/** More objects than any real page carries: the walk stops there, so no block can make a rule slow. */
const MAX_OBJECTS_PER_BLOCK = 20_000

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** A node's types without the schema.org prefix. */
export const typesOf = (node: Readonly<Record<string, unknown>>): string[] =>
  asList(node["@type"])
    .filter((type): type is string => typeof type === "string")
    .map((type) => type.trim().replace(SCHEMA_PREFIX, ""))
    .filter((type) => type !== "")

export const hasType = (node: Readonly<Record<string, unknown>>, types: ReadonlySet<string>): boolean =>
  typesOf(node).some((type) => types.has(type))

/**
 * A value as a list: arrays as they are, JSON-LD `{"@list": […]}` and `{"@set": […]}` as their items,
 * `{"@value": x}` as x, anything else as one item (absent as none).
 */
export const asList = (value: unknown): ReadonlyArray<unknown> => {
  if (Array.isArray(value)) return value.map(unwrapValue)
  if (value === undefined || value === null) return []
  if (isObject(value)) {
    const items = value["@list"] ?? value["@set"]
    if (items !== undefined) return (Array.isArray(items) ? items : [items]).map(unwrapValue)
  }
  return [unwrapValue(value)]
}

/** `{"@value": x}` as x; anything else as it is. */
const unwrapValue = (value: unknown): unknown =>
  isObject(value) && "@value" in value ? value["@value"] : value

/** A node that only points at another one (`{"@id": …}`, maybe with a type) says nothing to check. */
const isReference = (node: Readonly<Record<string, unknown>>): boolean =>
  Object.keys(node).every((key) => key === "@id" || key === "@type")

/** The top-level nodes of every block (its root, array items and `@graph` members), as the facts list them. */
export const topLevelNodes = (structuredData: StructuredDataFacts): LocatedNode[] =>
  structuredData.jsonLd.flatMap((block) =>
    block.nodes
      .filter((node) => !isReference(node))
      .map((node) => ({ node, location: block.location, via: null })),
  )

/**
 * Every object node of every block, nested ones included (an Offer inside a Product, a Product in a
 * page's `mainEntity`), in document order; `@context` definitions and bare references are skipped.
 */
export const allNodes = (structuredData: StructuredDataFacts): LocatedNode[] => {
  const found: LocatedNode[] = []
  for (const block of structuredData.jsonLd) {
    if (block.error !== null) continue
    const pending: Array<{ value: unknown; via: string | null }> = [{ value: block.value, via: null }]
    let visited = 0
    while (pending.length > 0 && visited < MAX_OBJECTS_PER_BLOCK) {
      const { value, via } = pending.pop() as { value: unknown; via: string | null }
      if (Array.isArray(value)) {
        for (let index = value.length - 1; index >= 0; index--) pending.push({ value: value[index], via })
        continue
      }
      if (!isObject(value)) continue
      visited++
      if (typesOf(value).length > 0 && !isReference(value))
        found.push({ node: value, location: block.location, via })
      const keys = Object.keys(value)
      for (let index = keys.length - 1; index >= 0; index--) {
        const key = keys[index] as string
        if (key === "@context") continue
        pending.push({ value: value[key], via: key === "@graph" ? via : key })
      }
    }
  }
  return found
}

/**
 * The nodes of these types that the page describes, nested ones included, leaving out those it only
 * refers to (a product as `itemReviewed`, a business as `publisher`…).
 */
export const describedNodes = (
  structuredData: StructuredDataFacts,
  types: ReadonlySet<string>,
): LocatedNode[] =>
  ofTypes(allNodes(structuredData), types).filter((entry) => !REFERENCE_PROPERTIES.has(entry.via ?? ""))

/** Nodes of the given types among `nodes`. */
export const ofTypes = (nodes: ReadonlyArray<LocatedNode>, types: ReadonlySet<string>): LocatedNode[] =>
  nodes.filter(({ node }) => hasType(node, types))

/** The first non-empty text (or number) of a property; null when it has none. */
export const textOf = (node: Readonly<Record<string, unknown>>, property: string): string | null => {
  for (const value of asList(node[property])) {
    if (typeof value === "number" && Number.isFinite(value)) return String(value)
    if (typeof value === "string" && value.trim() !== "") return value.trim()
  }
  return null
}

/** True when a property holds something: not absent, null, "" or []. */
export const has = (node: Readonly<Record<string, unknown>>, property: string): boolean =>
  asList(node[property]).some((value) => !(typeof value === "string" && value.trim() === ""))

/** The URL a value names: a string, or an object's `url`, `contentUrl` or `@id`. */
export const urlOf = (wrapped: unknown): string | null => {
  const value = unwrapValue(wrapped)
  if (typeof value === "string") return value.trim()
  if (!isObject(value)) return null
  for (const key of ["url", "contentUrl", "@id"]) {
    const candidate = value[key]
    if (typeof candidate === "string") return candidate.trim()
  }
  return null
}

/** An absolute http(s) URL that parses. */
export const isAbsoluteHttpUrl = (value: string): boolean => {
  if (!/^https?:\/\//i.test(value)) return false
  try {
    new URL(value)
    return true
  } catch {
    return false
  }
}

/** A number, or a string that is only a number in plain decimal notation ("4.5", not "4,5" or "$4"). */
export const numberOf = (value: unknown): number | null => {
  if (typeof value === "number") return Number.isFinite(value) ? value : null
  if (typeof value === "string" && /^\s*-?\d+(?:\.\d+)?\s*$/.test(value)) return Number(value)
  return null
}

/** `Product "Executive Anvil"`: how a reported item names a node (its block's line is the item's place). */
export const describeNode = ({ node }: LocatedNode): string => {
  const name = textOf(node, "name") ?? textOf(node, "headline")
  const type = typesOf(node)[0] ?? "node"
  return name === null ? type : `${type} "${shortened(name, 50)}"`
}
