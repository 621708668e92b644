import type { RenderingFacts } from "./ai-readiness-facts"
import type { Extractor } from "./extraction"
import { scannedPage } from "./scan-memo"
import { collapseWhiteSpace } from "./text"

/** Ids and tags that client-side frameworks render into (React, Next.js, Nuxt, Vue, Gatsby, Svelte, Angular…). */
const MOUNT_IDS = new Set([
  "root",
  "app",
  "__next",
  "__nuxt",
  "___gatsby",
  "svelte",
  "q-app",
  "react-root",
  "app-root",
  "main-app",
  "application",
  "ember-application",
])
const MOUNT_TAGS = new Set(["app-root", "ng-app"])

export const extractRendering: Extractor<"rendering"> = (context) => {
  const { scan } = scannedPage(context)
  const mountPoints: Array<RenderingFacts["mountPoints"][number]> = []
  const noscript: Array<RenderingFacts["noscript"][number]> = []
  for (const element of scan.elements) {
    if (element.inHead || element.foreign) continue
    const tag = element.tag
    if (tag === "noscript")
      noscript.push({
        text: collapseWhiteSpace((scan.rawText.get(element.index) ?? "").replace(/<[^>]*>/g, " ")),
        location: element.location,
      })
    const id = element.attributes.id?.trim() ?? null
    if (!MOUNT_TAGS.has(tag) && (id === null || !MOUNT_IDS.has(id.toLowerCase()))) continue
    mountPoints.push({ tag, id, empty: element.textLength === 0, location: element.location })
  }
  return { mountPoints, noscript }
}
