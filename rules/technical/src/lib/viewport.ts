import type { HeadFacts, MetaTag } from "@svc/core"

/** Property names the viewport parser Lighthouse uses knows (matched case-sensitively, as it does). */
const PROPERTIES = new Set([
  "width",
  "height",
  "initial-scale",
  "minimum-scale",
  "maximum-scale",
  "user-scalable",
  "shrink-to-fit",
  "viewport-fit",
  "interactive-widget",
])
const KEYWORDS = new Set(["yes", "no", "device-width", "device-height"])
const SEPARATOR = /[ \n\t,;=]/
const PROPERTY_END = /[,;=]/

/** A parsed value: a number, a known keyword, or null for an invalid value. */
export type ViewportValue = number | string | null

/**
 * Parses a viewport `content` the way Lighthouse's parser (metaviewport-parser, after the CSS Device
 * Adaptation draft) does: `name=value` pairs separated by white space, commas or semicolons; numbers
 * read with parseFloat ("400px" is 400); unknown names ignored.
 */
export const parseViewport = (content: string): ReadonlyMap<string, ViewportValue> => {
  const properties = new Map<string, ViewportValue>()
  let index = 0
  const at = (position: number) => content.charAt(position)
  while (index < content.length) {
    while (index < content.length && SEPARATOR.test(at(index))) index++
    if (index >= content.length) break
    const nameStart = index
    while (index < content.length && !SEPARATOR.test(at(index))) index++
    if (index >= content.length || /[,;]/.test(at(index))) continue
    const name = content.slice(nameStart, index)
    while (index < content.length && !PROPERTY_END.test(at(index))) index++
    if (index >= content.length || /[,;]/.test(at(index))) continue
    while (index < content.length && /[ \n\t=]/.test(at(index))) index++
    if (index >= content.length || /[,;]/.test(at(index))) continue
    const valueStart = index
    while (index < content.length && !SEPARATOR.test(at(index))) index++
    const value = content.slice(valueStart, index)
    if (!PROPERTIES.has(name)) continue
    const number = Number.parseFloat(value)
    const keyword = value.toLowerCase()
    const special =
      (name === "viewport-fit" && (keyword === "auto" || keyword === "cover")) ||
      (name === "interactive-widget" &&
        ["overlays-content", "resizes-content", "resizes-visual"].includes(keyword))
    properties.set(name, !Number.isNaN(number) ? number : KEYWORDS.has(keyword) || special ? keyword : null)
  }
  return properties
}

/** The viewport tag Lighthouse reads: the first `<meta>` in `<head>` whose name, lower-cased, is "viewport". */
export const lighthouseViewport = (head: HeadFacts): MetaTag | undefined =>
  head.metas.find((meta) => meta.inHead && (meta.name ?? "").toLowerCase() === "viewport")

/** Lighthouse's verdict: the page is laid out for the device when `width` or `initial-scale` says so (and initial-scale ≥ 1). */
export const isMobileOptimized = (properties: ReadonlyMap<string, ViewportValue>): boolean => {
  const initialScale = Number(properties.get("initial-scale"))
  if (!Number.isNaN(initialScale) && initialScale < 1) return false
  return Boolean(properties.get("width") || initialScale)
}
