import { hasIdReference, ID_REFERENCE_ATTRIBUTES } from "../aria/id-reference-attributes"
import { baseUrlOf } from "./base-url"
import { MAX_NODES } from "./bounded-parser"
import type { Extractor } from "./extraction"
import { bodyStartOf, bodyStatsOf, indexOf, langAttributesOf, tagsOf, unterminatedOf } from "./markup-facts"
import type { DocumentFacts, Location } from "./page-facts"
import { scannedPage } from "./scan-memo"
import { subresourcesOf } from "./subresource-facts"
import { utf8Length } from "./text"

const CHARSET_IN_CONTENT = /charset\s*=\s*["']?([^"';\s]+)/i

export const extractDocument: Extractor<"document"> = (context) => {
  const { scan, hadBom } = scannedPage(context)
  const html = scan.html
  // Where each id is: one location until a second one makes it a duplicate (ids are mostly unique).
  const ids = new Map<string, Location | Location[]>()
  const idReferences: Array<DocumentFacts["idReferences"][number]> = []
  // Labels come from the scan's list (in document order), so that no element's tag needs reading.
  const labels = scan.byTag.get("label") ?? []
  let nextLabel = 0
  for (const element of scan.elements) {
    const { attributes } = element
    // A shadow root is a tree of its own: its ids neither clash with the document's nor answer its references.
    const ownTree = !element.inShadowRoot
    const id = attributes.id
    if (id !== undefined && id !== "" && !element.foreign && ownTree) {
      const seen = ids.get(id)
      if (seen === undefined) ids.set(id, element.location)
      else if (Array.isArray(seen)) seen.push(element.location)
      else ids.set(id, [seen, element.location])
    }
    if (ownTree && hasIdReference(attributes))
      for (const name of ID_REFERENCE_ATTRIBUTES) {
        const value = attributes[name]
        if (value === undefined) continue
        for (const reference of value.split(/\s+/).filter((token) => token !== "")) {
          idReferences.push({ id: reference, attribute: name, location: element.location })
        }
      }
    let isLabel = element.foreign && element.tag === "label" // the scan lists HTML elements only
    if (labels[nextLabel] === element) {
      nextLabel++
      isLabel = true
    }
    if (isLabel && ownTree && attributes.for)
      idReferences.push({ id: attributes.for, attribute: "for", location: element.location })
  }
  const duplicateIds: Array<DocumentFacts["duplicateIds"][number]> = []
  for (const [id, locations] of ids) if (Array.isArray(locations)) duplicateIds.push({ id, locations })

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
    duplicateIds,
    idReferences,
    iframes: (scan.byTag.get("iframe") ?? []).map((element) => ({
      src: element.attributes.src ?? null,
      title: element.attributes.title ?? null,
      location: element.location,
    })),
    forms: (scan.byTag.get("form") ?? []).map((element) => ({
      action: element.attributes.action ?? null,
      method: element.attributes.method ?? null,
      asksForPassword: scan.elements
        .slice(element.index + 1, element.end + 1)
        .some((field) => field.tag === "input" && field.attributes.type?.toLowerCase() === "password"),
      location: element.location,
    })),
    charsetDeclarations,
    elementCount: scan.elements.length,
    maxDepth: scan.maxDepth,
    readCut:
      scan.cut === null
        ? null
        : {
            location: { line: scan.cut.line, column: scan.cut.column },
            offset: scan.cut.offset,
            nodes: MAX_NODES,
          },
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
