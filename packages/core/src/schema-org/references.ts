/** `{"@id": …}` and nothing else: a pointer to a node described elsewhere. */
export const isIdReference = (node: Readonly<Record<string, unknown>>): boolean => {
  const keys = Object.keys(node)
  return keys.length === 1 && keys[0] === "@id"
}

/** A node with only `@id` and `@type`: it names a node (maybe with its type) but says nothing to check. */
export const onlyIdentifies = (node: Readonly<Record<string, unknown>>): boolean =>
  Object.keys(node).every((key) => key === "@id" || key === "@type")
