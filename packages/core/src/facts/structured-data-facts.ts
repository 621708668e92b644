import type { Extractor } from "./extraction"
import { isJsonLd } from "./json-ld-type"
import type { JsonLdBlock } from "./page-facts"
import { scannedPage } from "./scan-memo"

const WHITE_SPACE = /\s+/
const SCHEMA_PREFIX = /^https?:\/\/(?:www\.)?schema\.org\//i

const isNode = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** Node objects of a JSON-LD value: the top level, array items and `@graph` members, iteratively. */
const flattenNodes = (value: unknown): Array<Readonly<Record<string, unknown>>> => {
  const nodes: Array<Readonly<Record<string, unknown>>> = []
  const pending: unknown[] = [value]
  while (pending.length > 0) {
    const current = pending.pop()
    if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--) pending.push(current[index])
    } else if (isNode(current)) {
      if (Object.keys(current).some((key) => key !== "@context" && key !== "@graph")) nodes.push(current)
      const graph = current["@graph"]
      if (graph !== undefined) pending.push(graph)
    }
  }
  return nodes
}

const typesOf = (node: Readonly<Record<string, unknown>>): string[] => {
  const type = node["@type"]
  const values = Array.isArray(type) ? type : [type]
  return values
    .filter((value): value is string => typeof value === "string" && value.trim() !== "")
    .map((value) => value.trim())
}

export const extractStructuredData: Extractor<"structuredData"> = (context) => {
  const { scan } = scannedPage(context)
  const jsonLd = (scan.byTag.get("script") ?? [])
    .filter((element) => isJsonLd(element.attributes.type))
    .map((element): JsonLdBlock => {
      const raw = scan.rawText.get(element.index) ?? ""
      let value: unknown
      let error: string | null = null
      try {
        value = JSON.parse(raw)
      } catch (thrown) {
        error = thrown instanceof Error ? thrown.message : String(thrown)
      }
      const nodes = error === null ? flattenNodes(value) : []
      return {
        location: element.location,
        raw,
        value,
        error,
        nodes,
        types: nodes.flatMap(typesOf),
      }
    })
  const microdataTypes: string[] = []
  for (const element of scan.elements) {
    const itemtype = element.attributes.itemtype
    if (itemtype !== undefined)
      for (const type of itemtype.split(WHITE_SPACE)) if (type !== "") microdataTypes.push(type)
  }
  const types = [
    ...new Set(
      [...jsonLd.flatMap((block) => block.types), ...microdataTypes].map((type) =>
        type.replace(SCHEMA_PREFIX, ""),
      ),
    ),
  ].sort()
  return { jsonLd, microdataTypes, types }
}
