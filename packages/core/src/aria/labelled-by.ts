import type { DocumentScan, ElementRecord } from "../facts/dom-scan"
import { collapseWhiteSpace } from "../facts/text"

/**
 * Resolves `aria-labelledby` the way an accessible name is computed, simplified: for each id, the
 * first element with it gives its `aria-label`, else its text; missing ids give nothing. The id index
 * is built on first use, so pages without the attribute pay nothing.
 */
export const labelledByTexts = (scan: DocumentScan): ((element: ElementRecord) => string | null) => {
  let byId: Map<string, ElementRecord> | undefined
  const elementWithId = (id: string): ElementRecord | undefined => {
    if (byId === undefined) {
      byId = new Map()
      for (const candidate of scan.elements) {
        const own = candidate.attributes.id
        if (own !== undefined && !byId.has(own)) byId.set(own, candidate)
      }
    }
    return byId.get(id)
  }
  return (element) => {
    const value = element.attributes["aria-labelledby"]
    if (value === undefined) return null
    return collapseWhiteSpace(
      value
        .split(/\s+/)
        .filter((id) => id !== "")
        .map((id) => {
          const target = elementWithId(id)
          if (target === undefined) return ""
          const label = target.attributes["aria-label"]?.trim()
          return label ? label : scan.text.slice(target.textStart, target.textEnd)
        })
        .join(" "),
    )
  }
}
