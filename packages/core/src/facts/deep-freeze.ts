import { ATTRIBUTE_MAP } from "./attribute-map"

/**
 * Freezes plain objects and arrays all the way down (iteratively: facts can be deep), so that no rule
 * can change what another rule reads (elements' attribute maps included). Class instances and functions' internals are left alone.
 * Arrays are walked by index and primitives never queued: facts hold long arrays of strings (the main
 * text's words), and listing their keys would allocate a string per element.
 */
export const deepFreeze = <T>(value: T): T => {
  const pending: object[] = []
  const visit = (item: unknown): void => {
    if (typeof item === "object" && item !== null && !Object.isFrozen(item)) pending.push(item)
  }
  visit(value)
  while (pending.length > 0) {
    const current = pending.pop() as object
    const prototype = Object.getPrototypeOf(current)
    if (prototype === Array.prototype) {
      const array = Object.freeze(current as unknown[])
      for (let index = 0; index < array.length; index++) visit(array[index])
      continue
    }
    if (prototype !== Object.prototype && prototype !== null && prototype !== ATTRIBUTE_MAP) continue
    Object.freeze(current)
    // for…in reads V8's enum cache instead of allocating a key array; plain objects inherit nothing enumerable.
    for (const key in current) visit((current as Record<string, unknown>)[key])
  }
  return value
}
