import { asList } from "./property-values"

/** `https://schema.org/Article`, `http://www.schema.org/Article` and `schema:Article` all name Article. */
const SCHEMA_PREFIX = /^(?:https?:\/\/(?:www\.)?schema\.org\/|schema:)/i

/** A type name without its schema.org prefix. */
export const typeName = (type: string): string => type.trim().replace(SCHEMA_PREFIX, "")

/** A node's `@type` values without the schema.org prefix. */
export const typesOf = (node: Readonly<Record<string, unknown>>): string[] =>
  asList(node["@type"])
    .filter((type): type is string => typeof type === "string")
    .map(typeName)
    .filter((type) => type !== "")

/** True when one of a node's types is in `types`. */
export const hasType = (node: Readonly<Record<string, unknown>>, types: ReadonlySet<string>): boolean =>
  typesOf(node).some((type) => types.has(type))
