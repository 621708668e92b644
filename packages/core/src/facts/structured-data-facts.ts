import { typeName } from "../schema-org/type-names"
import { walkJsonLd } from "../schema-org/walk-json-ld"
import type { Extractor } from "./extraction"
import { isJsonLd } from "./json-ld-type"
import type { JsonLdBlock, JsonLdObject } from "./page-facts"
import { scannedPage } from "./scan-memo"

const WHITE_SPACE = /\s+/

/** Every object of a parsed block, walked once; the node objects among those at the top level. */
export const jsonLdObjectsOf = (
  value: unknown,
): { objects: JsonLdObject[]; nodes: Array<Readonly<Record<string, unknown>>> } => {
  const objects: JsonLdObject[] = []
  const nodes: Array<Readonly<Record<string, unknown>>> = []
  walkJsonLd(value, (object, via) => {
    objects.push({ value: object, via })
    if (via === null && Object.keys(object).some((key) => key !== "@context" && key !== "@graph"))
      nodes.push(object)
  })
  return { objects, nodes }
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
      const { objects, nodes } = error === null ? jsonLdObjectsOf(value) : { objects: [], nodes: [] }
      return {
        location: element.location,
        raw,
        value,
        error,
        objects,
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
