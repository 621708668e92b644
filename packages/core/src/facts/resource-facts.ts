import { baseUrlOf } from "./base-url"
import type { Extractor } from "./extraction"
import type { ScriptFact, StylesheetFact } from "./page-facts"
import { scannedPage } from "./scan-memo"
import { resolveUrl } from "./text"

export const extractScripts: Extractor<"scripts"> = (context) => {
  const { scan } = scannedPage(context)
  const baseUrl = baseUrlOf(context)
  return (scan.byTag.get("script") ?? []).map((element): ScriptFact => {
    const src = element.attributes.src ?? null
    const type = element.attributes.type ?? null
    return {
      src,
      url: src === null ? null : resolveUrl(src, baseUrl),
      type,
      async: "async" in element.attributes,
      defer: "defer" in element.attributes,
      module: (type ?? "").trim().toLowerCase() === "module",
      inHead: element.inHead,
      inlineLength: src === null ? (scan.rawLength.get(element.index) ?? 0) : 0,
      location: element.location,
    }
  })
}

export const extractStylesheets: Extractor<"stylesheets"> = (context) => {
  const { scan } = scannedPage(context)
  const baseUrl = baseUrlOf(context)
  const linked = (scan.byTag.get("link") ?? [])
    .filter((element) => (element.attributes.rel ?? "").toLowerCase().split(/\s+/).includes("stylesheet"))
    .map((element): StylesheetFact => {
      const href = element.attributes.href ?? null
      return {
        href,
        url: href === null ? null : resolveUrl(href, baseUrl),
        media: element.attributes.media ?? null,
        inline: false,
        inlineLength: 0,
        disabled: "disabled" in element.attributes,
        inHead: element.inHead,
        location: element.location,
      }
    })
  const inline = (scan.byTag.get("style") ?? []).map(
    (element): StylesheetFact => ({
      href: null,
      url: null,
      media: element.attributes.media ?? null,
      inline: true,
      inlineLength: scan.rawLength.get(element.index) ?? 0,
      disabled: false,
      inHead: element.inHead,
      location: element.location,
    }),
  )
  return [...linked, ...inline].sort(
    (a, b) => a.location.line - b.location.line || a.location.column - b.location.column,
  )
}
