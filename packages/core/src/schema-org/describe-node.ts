import { shortened } from "../rules/messages"
import { textOf } from "./property-values"
import { typesOf } from "./type-names"

/** `Product "Executive Anvil"` (else its `@id`, else its type): how a reported item names a node. */
export const describeNode = (node: Readonly<Record<string, unknown>>): string => {
  const type = typesOf(node)[0] ?? "node"
  const name = textOf(node, "name") ?? textOf(node, "headline")
  if (name !== null) return `${type} "${shortened(name, 50)}"`
  const id = node["@id"]
  return typeof id === "string" && id.trim() !== "" ? `${type} ${id.trim()}` : type
}
