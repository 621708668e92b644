import type { DocumentScan, ElementRecord } from "./dom-scan"
import type { Subresource } from "./page-facts"
import { resolveUrl } from "./text"

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

/** The URLs of a `srcset`, as the HTML standard's parser splits candidates (URLs may hold commas). */
export const srcsetUrls = (srcset: string): string[] => {
  const urls: string[] = []
  let index = 0
  while (index < srcset.length) {
    while (index < srcset.length && /[\s,]/.test(srcset.charAt(index))) index++
    const start = index
    while (index < srcset.length && !/\s/.test(srcset.charAt(index))) index++
    let url = srcset.slice(start, index)
    if (url.endsWith(",")) url = url.replace(/,+$/, "")
    else {
      // Skip the descriptors, up to the comma that ends this candidate (parentheses may hold commas).
      let depth = 0
      while (index < srcset.length) {
        const character = srcset.charAt(index)
        if (character === "(") depth++
        else if (character === ")") depth = Math.max(0, depth - 1)
        else if (character === "," && depth === 0) break
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

/** Every (kind, attribute, reference) an element makes the browser load. */
const referencesOf = (element: ElementRecord): Array<[Subresource["kind"], string, string]> => {
  const attribute = (name: string) => element.attributes[name]?.trim() || undefined
  const references: Array<[Subresource["kind"], string, string | undefined]> = []
  switch (element.tag) {
    case "script":
      if (isJavaScript(element) && !("nomodule" in element.attributes))
        references.push(["script", "src", attribute("src")])
      break
    case "link": {
      const rel = (element.attributes.rel ?? "").toLowerCase().split(/\s+/)
      if (rel.includes("stylesheet") && !rel.includes("alternate") && !("disabled" in element.attributes))
        references.push(["stylesheet", "href", attribute("href")])
      else if (rel.some((token) => ICON_RELS.includes(token)))
        references.push(["icon", "href", attribute("href")])
      else if (rel.includes("preload") || rel.includes("modulepreload")) {
        const as = (element.attributes.as ?? "").trim().toLowerCase()
        references.push([as === "image" ? "image" : "preload", "href", attribute("href")])
      }
      break
    }
    case "img":
      references.push(["image", "src", attribute("src")])
      for (const url of srcsetUrls(element.attributes.srcset ?? "")) references.push(["image", "srcset", url])
      break
    case "input":
      if ((element.attributes.type ?? "").trim().toLowerCase() === "image")
        references.push(["image", "src", attribute("src")])
      break
    case "iframe":
    case "frame":
      references.push(["frame", "src", attribute("src")])
      break
    case "video":
      references.push(["media", "src", attribute("src")], ["image", "poster", attribute("poster")])
      break
    case "audio":
    case "track":
      references.push(["media", "src", attribute("src")])
      break
    case "source":
      references.push(["media", "src", attribute("src")])
      for (const url of srcsetUrls(element.attributes.srcset ?? "")) references.push(["image", "srcset", url])
      break
    case "object":
      references.push(["object", "data", attribute("data")])
      break
    case "embed":
      references.push(["object", "src", attribute("src")])
      break
  }
  return references.filter((reference): reference is [Subresource["kind"], string, string] => !!reference[2])
}

/** The URLs the HTML itself makes the browser load (template contents excluded), in source order. */
export const subresourcesOf = (scan: DocumentScan, baseUrl: string): Subresource[] => {
  const elements = TAGS.flatMap((tag) => scan.byTag.get(tag) ?? [])
    .filter((element) => !element.inTemplate)
    .sort((a, b) => a.index - b.index)
  return elements.flatMap((element) =>
    referencesOf(element).map(([kind, attribute, raw]) => ({
      tag: element.tag,
      attribute,
      raw,
      url: resolveUrl(raw, baseUrl),
      kind,
      location: element.location,
    })),
  )
}
