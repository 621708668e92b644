import type { DocumentScan, ElementRecord } from "./dom-scan"
import type { Subresource } from "./page-facts"
import { isWhiteSpace, resolveUrl } from "./text"

const JAVASCRIPT_TYPE = /^(?:module|(?:text|application)\/(?:x-)?(?:java|ecma|j|live)script(?:1\.[0-5])?)$/i
const ICON_RELS = ["icon", "apple-touch-icon", "apple-touch-icon-precomposed", "mask-icon"]
const TAGS = [
  "script",
  "link",
  "img",
  "input",
  "iframe",
  "frame",
  "video",
  "audio",
  "source",
  "track",
  "object",
  "embed",
]

const COMMA = 44
const OPEN_PARENTHESIS = 40
const CLOSE_PARENTHESIS = 41
const isSeparator = (code: number): boolean => code === COMMA || isWhiteSpace(code)

/** The URLs of a `srcset`, as the HTML standard's parser splits candidates (URLs may hold commas). */
export const srcsetUrls = (srcset: string): string[] => {
  const urls: string[] = []
  let index = 0
  while (index < srcset.length) {
    while (index < srcset.length && isSeparator(srcset.charCodeAt(index))) index++
    const start = index
    while (index < srcset.length && !isWhiteSpace(srcset.charCodeAt(index))) index++
    let url = srcset.slice(start, index)
    if (url.endsWith(",")) url = url.replace(/,+$/, "")
    else {
      // Skip the descriptors, up to the comma that ends this candidate (parentheses may hold commas).
      let depth = 0
      while (index < srcset.length) {
        const code = srcset.charCodeAt(index)
        if (code === OPEN_PARENTHESIS) depth++
        else if (code === CLOSE_PARENTHESIS) depth = Math.max(0, depth - 1)
        else if (code === COMMA && depth === 0) break
        index++
      }
    }
    if (url !== "") urls.push(url)
  }
  return urls
}

const isJavaScript = (element: ElementRecord): boolean => {
  const type = (element.attributes.type ?? "").trim()
  return type === "" || JAVASCRIPT_TYPE.test(type)
}

const WHITE_SPACE = /\s+/

/** Every (kind, attribute, reference) an element makes the browser load, passed to `found` in order. */
const referencesOf = (
  element: ElementRecord,
  found: (kind: Subresource["kind"], attribute: string, raw: string | undefined) => void,
): void => {
  const { attributes } = element
  switch (element.tag) {
    case "script":
      if (isJavaScript(element) && !("nomodule" in attributes)) found("script", "src", attributes.src)
      break
    case "link": {
      const rel = (attributes.rel ?? "").toLowerCase().split(WHITE_SPACE)
      if (rel.includes("stylesheet") && !rel.includes("alternate") && !("disabled" in attributes))
        found("stylesheet", "href", attributes.href)
      else if (rel.some((token) => ICON_RELS.includes(token))) found("icon", "href", attributes.href)
      else if (rel.includes("preload") || rel.includes("modulepreload")) {
        const as = (attributes.as ?? "").trim().toLowerCase()
        found(as === "image" ? "image" : "preload", "href", attributes.href)
      }
      break
    }
    case "img":
      found("image", "src", attributes.src)
      if (attributes.srcset !== undefined)
        for (const url of srcsetUrls(attributes.srcset)) found("image", "srcset", url)
      break
    case "input":
      if ((attributes.type ?? "").trim().toLowerCase() === "image") found("image", "src", attributes.src)
      break
    case "iframe":
    case "frame":
      found("frame", "src", attributes.src)
      break
    case "video":
      found("media", "src", attributes.src)
      found("image", "poster", attributes.poster)
      break
    case "audio":
    case "track":
      found("media", "src", attributes.src)
      break
    case "source":
      found("media", "src", attributes.src)
      if (attributes.srcset !== undefined)
        for (const url of srcsetUrls(attributes.srcset)) found("image", "srcset", url)
      break
    case "object":
      found("object", "data", attributes.data)
      break
    case "embed":
      found("object", "src", attributes.src)
      break
  }
}

/** The URLs the HTML itself makes the browser load (template contents excluded), in source order. */
export const subresourcesOf = (scan: DocumentScan, baseUrl: string): Subresource[] => {
  // In source order: the elements' indices, sorted as numbers (a comparator would read two records a step).
  const indices: number[] = []
  for (const tag of TAGS)
    for (const element of scan.byTag.get(tag) ?? []) if (!element.inTemplate) indices.push(element.index)
  const subresources: Subresource[] = []
  for (const index of Int32Array.from(indices).sort()) {
    const element = scan.elements[index] as ElementRecord
    referencesOf(element, (kind, attribute, value) => {
      // A reference is its value trimmed; a blank or missing one loads nothing.
      const raw = value?.trim()
      if (raw)
        subresources.push({
          tag: element.tag,
          attribute,
          raw,
          url: resolveUrl(raw, baseUrl),
          kind,
          location: element.location,
        })
    })
  }
  return subresources
}
