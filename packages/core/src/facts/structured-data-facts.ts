import { isJsonObject } from "../schema-org/json-object"
import { typeName } from "../schema-org/type-names"
import type { Extractor } from "./extraction"
import { isJsonLd } from "./json-ld-type"
import type { JsonLdBlock } from "./page-facts"
import { scannedPage } from "./scan-memo"

const WHITE_SPACE = /\s+/

/** Node objects of a JSON-LD value: the top level, array items and `@graph` members, iteratively. */
const flattenNodes = (value: unknown): Array<Readonly<Record<string, unknown>>> => {
  const nodes: Array<Readonly<Record<string, unknown>>> = []
  const pending: unknown[] = [value]
  while (pending.length > 0) {
    const current = pending.pop()
    if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--) pending.push(current[index])
    } else if (isJsonObject(current)) {
      if (Object.keys(current).some((key) => key !== "@context" && key !== "@graph")) nodes.push(current)
      const graph = current["@graph"]
      if (graph !== undefined) pending.push(graph)
    }
  }
  return nodes
}

/** `@type` values as written (trimmed): the block keeps them so; the page's list drops the prefix. */
const typesAsWritten = (node: Readonly<Record<string, unknown>>): string[] => {
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
        types: nodes.flatMap(typesAsWritten),
      }
    })
  const microdataTypes: string[] = []
  for (const element of scan.elements) {
    const itemtype = element.attributes.itemtype
    if (itemtype !== undefined)
      for (const type of itemtype.split(WHITE_SPACE)) if (type !== "") microdataTypes.push(type)
  }
  const types = [
    ...new Set([...jsonLd.flatMap((block) => block.types), ...microdataTypes].map(typeName)),
  ].sort()
  return { jsonLd, microdataTypes, types }
}
