import { datesInText, parseMachineDate } from "./date-parsing"
import type { Extractor } from "./extraction"
import type { DateFact } from "./page-facts"
import { scannedPage } from "./scan-memo"
import { isUnavailable } from "./unavailable"

const PUBLISHED_PROPERTIES = ["datePublished", "dateCreated", "uploadDate"]
const MODIFIED_PROPERTIES = ["dateModified"]
const PUBLISHED_METAS = ["article:published_time", "og:published_time", "date", "dc.date", "dcterms.created"]
const MODIFIED_METAS = ["article:modified_time", "og:updated_time", "last-modified", "dcterms.modified"]
/** Datelines are short; a date inside a long paragraph is usually about something else. */
const MAX_DATELINE_WORDS = 40
const MAX_VISIBLE_DATES = 20
const FOUR_DIGITS = /\d{4}/

/** Dates the page states: structured (JSON-LD, metas), visible (`<time>`, datelines), and the fetch time. */
export const extractDates: Extractor<"dates"> = (context) => {
  const { get, snapshot } = context
  const head = get("head")
  const structuredData = get("structuredData")
  const content = get("content")
  if (isUnavailable(head)) return head
  if (isUnavailable(structuredData)) return structuredData
  if (isUnavailable(content)) return content

  const published: DateFact[] = []
  const modified: DateFact[] = []
  for (const block of structuredData.jsonLd) {
    for (const node of block.nodes) {
      for (const [properties, list] of [
        [PUBLISHED_PROPERTIES, published],
        [MODIFIED_PROPERTIES, modified],
      ] as const) {
        for (const property of properties) {
          const raw = node[property]
          const date = typeof raw === "string" ? parseMachineDate(raw) : null
          if (date && typeof raw === "string")
            list.push({ date, raw, source: `JSON-LD ${property}`, location: block.location })
        }
      }
    }
  }
  for (const meta of head.metas) {
    if (!meta.inHead || meta.content === null) continue
    const key = (meta.property ?? meta.name ?? meta.httpEquiv ?? "").toLowerCase()
    const list = PUBLISHED_METAS.includes(key) ? published : MODIFIED_METAS.includes(key) ? modified : null
    const date = list && parseMachineDate(meta.content)
    if (list && date) list.push({ date, raw: meta.content, source: `<meta ${key}>`, location: meta.location })
  }

  const visible: DateFact[] = []
  for (const element of scannedPage(context).scan.byTag.get("time") ?? []) {
    const raw = element.attributes.datetime
    const date = raw === undefined || element.hidden ? null : parseMachineDate(raw)
    if (raw !== undefined && date) visible.push({ date, raw, source: "<time>", location: element.location })
  }
  for (const block of content.blocks) {
    if (visible.length >= MAX_VISIBLE_DATES) break
    if (block.words > MAX_DATELINE_WORDS || !FOUR_DIGITS.test(block.text)) continue
    for (const date of datesInText(block.text))
      visible.push({ date, raw: block.text, source: "text", location: block.location })
  }
  return { fetchedAt: snapshot.fetchedAt, published, modified, visible: visible.slice(0, MAX_VISIBLE_DATES) }
}
