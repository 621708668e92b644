/**
 * The prototype of every element's attribute map: it has no members and no prototype, so an attribute
 * may be named `constructor` or `__proto__` and a name the element lacks reads as undefined, never as an
 * Object member. A map made by `Object.create(null)` would behave the same as a dictionary object, some
 * 150 bytes more per element; with a prototype of its own it is an ordinary object that shares its shape.
 */
export const ATTRIBUTE_MAP: object = Object.freeze(Object.create(null))

/** A new, empty attribute map (see `ATTRIBUTE_MAP`). */
export const newAttributeMap = (): Record<string, string> => Object.create(ATTRIBUTE_MAP)
