/** A set of schema.org type (or property) names written as a white-space separated list. */
export const typeSet = (names: string): ReadonlySet<string> => new Set(names.trim().split(/\s+/))
