import { isJsonObject } from "./json-object"

/** More objects than any real page carries: the walk stops there, so no block can make a rule slow. */
const MAX_OBJECTS_PER_BLOCK = 20_000

/**
 * Visits every object of a JSON-LD value in document order, iteratively: the root, array items,
 * `@graph` members and values nested in properties (`@context` definitions skipped). `via` is the
 * property the object is the value of (`offers`, `author`…), null at the top level and in a top-level
 * `@graph`.
 */
export const walkJsonLd = (
  root: unknown,
  visit: (node: Readonly<Record<string, unknown>>, via: string | null) => void,
): void => {
  const pending: Array<{ value: unknown; via: string | null }> = [{ value: root, via: null }]
  let visited = 0
  while (pending.length > 0 && visited < MAX_OBJECTS_PER_BLOCK) {
    const { value, via } = pending.pop() as { value: unknown; via: string | null }
    if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index--) pending.push({ value: value[index], via })
      continue
    }
    if (!isJsonObject(value)) continue
    visited++
    visit(value, via)
    const keys = Object.keys(value)
    for (let index = keys.length - 1; index >= 0; index--) {
      const key = keys[index] as string
      if (key === "@context") continue
      pending.push({ value: value[key], via: key === "@graph" ? via : key })
    }
  }
}
