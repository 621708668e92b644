import { baseUrlOf } from "./base-url"
import type { Extractor } from "./extraction"
import { bodyStartOf, bodyStatsOf, indexOf, langAttributesOf, tagsOf, unterminatedOf } from "./markup-facts"
import type { DocumentFacts, Location } from "./page-facts"
import { scannedPage } from "./scan-memo"
import { subresourcesOf } from "./subresource-facts"
import { utf8Length } from "./text"

const CHARSET_IN_CONTENT = /charset\s*=\s*["']?([^"';\s]+)/i
/** Attributes that reference other elements by id (ARIA's IDREF and IDREFS attributes). */
const ID_REFERENCE_ATTRIBUTES = [
  "aria-labelledby",
  "aria-describedby",
  "aria-activedescendant",
  "aria-controls",
  "aria-details",
  "aria-errormessage",
  "aria-flowto",
  "aria-owns",
  "aria-actions",
]

const ID_REFERENCE_NAMES: ReadonlySet<string> = new Set([...ID_REFERENCE_ATTRIBUTES, "for"])

/** Most elements carry none of these attributes: one look at the few they have skips the rest. */
const hasIdReference = (attributes: Readonly<Record<string, string>>): boolean => {
  for (const name in attributes) if (ID_REFERENCE_NAMES.has(name)) return true
  return false
}

export const extractDocument: Extractor<"document"> = (context) => {
  const { scan, hadBom } = scannedPage(context)
  const html = scan.html
  const ids = new Map<string, Location[]>()
  const idReferences: Array<DocumentFacts["idReferences"][number]> = []
  for (const element of scan.elements) {
    const id = element.attributes.id
    if (id !== undefined && id !== "" && !element.foreign) {
      const list = ids.get(id) ?? []
      list.push(element.location)
      ids.set(id, list)
    }
    if (!hasIdReference(element.attributes)) continue
    for (const name of ID_REFERENCE_ATTRIBUTES) {
      const value = element.attributes[name]
      if (value === undefined) continue
      for (const reference of value.split(/\s+/).filter((token) => token !== "")) {
        idReferences.push({ id: reference, attribute: name, location: element.location })
      }
    }
    if (element.tag === "label" && element.attributes.for) {
      idReferences.push({
        id: element.attributes.for,
        attribute: "for",
        location: element.location,
      })
    }
  }

  const body = context.snapshot.body.replace(/^\uFEFF/, "")
  const charsetDeclarations = (scan.byTag.get("meta") ?? []).flatMap((element) => {
    const declared =
      element.attributes.charset ??
      ((element.attributes["http-equiv"] ?? "").toLowerCase() === "content-type"
        ? element.attributes.content?.match(CHARSET_IN_CONTENT)?.[1]
        : undefined)
    if (declared === undefined) return []
    const offset = offsetOf(body, element.location)
    return [
      {
        charset: declared.trim().toLowerCase(),
        location: element.location,
        byteOffset: offset,
      },
    ]
  })

  return {
    doctype: scan.doctype,
    mode: scan.mode,
    html: {
      lang: html?.attributes.lang ?? null,
      xmlLang: html?.attributes["xml:lang"] ?? null,
      dir: html?.attributes.dir ?? null,
      location: html && !html.implied ? html.location : null,
    },
    parseErrors: scan.parseErrors,
    duplicateIds: [...ids]
      .filter(([, locations]) => locations.length > 1)
      .map(([id, locations]) => ({ id, locations })),
    idReferences,
    iframes: (scan.byTag.get("iframe") ?? []).map((element) => ({
      src: element.attributes.src ?? null,
      title: element.attributes.title ?? null,
      location: element.location,
    })),
    forms: (scan.byTag.get("form") ?? []).map((element) => ({
      action: element.attributes.action ?? null,
      method: element.attributes.method ?? null,
      location: element.location,
    })),
    charsetDeclarations,
    elementCount: scan.elements.length,
    maxDepth: scan.maxDepth,
    hadBom,
    bodyStats: bodyStatsOf(scan),
    bodyStart: bodyStartOf(scan),
    unterminated: unterminatedOf(scan, body),
    tags: tagsOf(scan),
    langAttributes: langAttributesOf(scan),
    subresources: subresourcesOf(scan, baseUrlOf(context)),
  }
}

/** The UTF-8 byte offset of a line/column position (only computed for the few charset declarations). */
const offsetOf = (text: string, location: Location): number =>
  utf8Length(text.slice(0, indexOf(text, location)))
