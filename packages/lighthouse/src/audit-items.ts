import type { MeasuredItem } from "@svc/core"

/**
 * What a Lighthouse audit found, as measured items (messages of core's measurement catalogue with
 * their data): the metric's value, the elements behind a metric, the overall savings, and one item per
 * row of its `details` table (an element, a resource, a link). An LHR is data from another program, so
 * every field is checked before it is used and nothing here throws, whatever shape the report has.
 */

type Fields = Readonly<Record<string, unknown>>

/** Longest snippet, URL or text quoted from the report. */
const MAX_QUOTE = 200

const isFields = (value: unknown): value is Fields =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const fieldsOf = (value: unknown, key: string): Fields => {
  const field = isFields(value) ? value[key] : undefined
  return isFields(field) ? field : {}
}

const text = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : undefined

const finite = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isFinite(value) ? value : undefined

const quote = (value: string): string => {
  const flat = value.replace(/\s+/g, " ").trim()
  return flat.length > MAX_QUOTE ? `${flat.slice(0, MAX_QUOTE - 1)}…` : flat
}

const kibibytes = (bytes: number): number => Math.max(1, Math.round(bytes / 1024))

/** A number as measured, to the precision a reader needs (two decimals). */
const rounded = (value: number): number => Math.round(value * 100) / 100

/** axe's "insufficient color contrast of 1.91 (foreground color: #bbbbbb, background color: #ffffff, …) … ratio of 4.5:1". */
const CONTRAST =
  /contrast of ([\d.]+) \(foreground color: ([^,]+), background color: ([^,]+),.*?expected contrast ratio of ([\d.]+):1/is
/** axe's "insufficient size (4.5px by 9px, should be at least 24px by 24px)". */
const TARGET_SIZE = /insufficient size \(([\d.]+)px by ([\d.]+)px, should be at least ([\d.]+)px/i

/** An element row: what axe's explanation measured about it where it says (contrast, size), else the element. */
const elementItem = (node: Fields): MeasuredItem | undefined => {
  const snippet = text(node.snippet) ?? text(node.selector) ?? text(node.nodeLabel)
  if (snippet === undefined) return undefined
  const element = quote(snippet)
  const explanation = text(node.explanation) ?? ""
  const contrast = CONTRAST.exec(explanation)
  if (contrast !== null)
    return {
      messageId: "element.contrast",
      data: {
        element,
        ratio: rounded(Number(contrast[1])),
        expected: rounded(Number(contrast[4])),
        foreground: (contrast[2] ?? "").trim(),
        background: (contrast[3] ?? "").trim(),
      },
      subject: element,
    }
  const size = TARGET_SIZE.exec(explanation)
  if (size !== null)
    return {
      messageId: "element.targetSize",
      data: {
        element,
        width: rounded(Number(size[1])),
        height: rounded(Number(size[2])),
        minimum: rounded(Number(size[3])),
      },
      subject: element,
    }
  return { messageId: "element", data: { element }, subject: element }
}

/** One table or opportunity row: a resource with what fixing it saves, an element, a link or a resource. */
const rowItem = (row: unknown): MeasuredItem | undefined => {
  if (!isFields(row)) return undefined
  const node = isFields(row.node) ? row.node : undefined
  const rawUrl = text(row.url) ?? text(row.href)
  const url = rawUrl === undefined ? undefined : quote(rawUrl)
  const milliseconds = Math.round(finite(row.wastedMs) ?? 0)
  const bytes = finite(row.wastedBytes) ?? 0
  if (url !== undefined && (milliseconds > 0 || bytes > 0)) {
    const subject = (node === undefined ? undefined : text(node.snippet)) ?? url
    const saves =
      bytes > 0 && milliseconds > 0
        ? ({
            messageId: "resource.bytesAndTime",
            data: { url, kibibytes: kibibytes(bytes), milliseconds },
          } as const)
        : bytes > 0
          ? ({ messageId: "resource.bytes", data: { url, kibibytes: kibibytes(bytes) } } as const)
          : ({ messageId: "resource.time", data: { url, milliseconds } } as const)
    return { ...saves, subject: quote(subject), url }
  }
  if (node !== undefined) {
    const item = elementItem(node)
    if (item !== undefined) return url === undefined ? item : { ...item, url }
  }
  if (url === undefined) return undefined
  const linkText = text(row.text)
  if (linkText !== undefined)
    return { messageId: "link", data: { text: quote(linkText), url }, subject: quote(linkText), url }
  return { messageId: "resource", data: { url }, subject: url, url }
}

/** The rows of a table, an opportunity, or the first table of a list. */
const rowsOf = (details: unknown): ReadonlyArray<unknown> => {
  if (!isFields(details) || !Array.isArray(details.items)) return []
  if (details.type === "list") {
    const firstTable = details.items.find((entry) => isFields(entry) && Array.isArray(entry.items))
    return isFields(firstTable) && Array.isArray(firstTable.items) ? firstTable.items : []
  }
  return details.items
}

/** A metric's value ("5.1 s", "240 ms", "0.31"), for the audits Lighthouse scores by a measured number. */
const metricItem = (audit: Fields): MeasuredItem | undefined => {
  if (audit.scoreDisplayMode !== "numeric") return undefined
  const value = finite(audit.numericValue)
  if (value === undefined) return undefined
  if (audit.numericUnit === "millisecond")
    return value >= 1000
      ? { messageId: "metric.seconds", data: { seconds: Math.round(value / 100) / 10 } }
      : { messageId: "metric.milliseconds", data: { milliseconds: Math.round(value) } }
  return { messageId: "metric.value", data: { value: rounded(value) } }
}

/** The elements behind a metric, from the diagnostics beside it: the largest contentful paint, the shifts. */
const metricElements = (audits: Fields, auditId: string): MeasuredItem[] => {
  if (auditId === "largest-contentful-paint")
    return rowsOf(fieldsOf(audits, "largest-contentful-paint-element").details).flatMap((row) => {
      const node = fieldsOf(row, "node")
      const snippet = text(node.snippet) ?? text(node.selector)
      if (snippet === undefined) return []
      const element = quote(snippet)
      return [{ messageId: "element.largestPaint", data: { element }, subject: element } as const]
    })
  if (auditId === "cumulative-layout-shift")
    return rowsOf(fieldsOf(audits, "layout-shifts").details).flatMap((row) => {
      const node = fieldsOf(row, "node")
      const snippet = text(node.snippet) ?? text(node.selector)
      const score = finite(isFields(row) ? row.score : undefined)
      if (snippet === undefined || score === undefined) return []
      const element = quote(snippet)
      return [
        { messageId: "element.shift", data: { element, score: rounded(score) }, subject: element } as const,
      ]
    })
  return []
}

/** What fixing the whole audit would save, when Lighthouse estimated it. */
const savingsItems = (details: unknown): MeasuredItem[] => {
  const estimate = isFields(details) ? details : {}
  const milliseconds = Math.round(finite(estimate.overallSavingsMs) ?? 0)
  const bytes = finite(estimate.overallSavingsBytes) ?? 0
  return [
    ...(milliseconds > 0 ? [{ messageId: "savings.time", data: { milliseconds } } as const] : []),
    ...(bytes > 0 ? [{ messageId: "savings.bytes", data: { kibibytes: kibibytes(bytes) } } as const] : []),
  ]
}

/**
 * The items of one failing or review audit, in the order a reader wants them: the measured value,
 * the elements behind it, the savings, then every row of its table. Empty when the report names
 * nothing (the engine then says the audit failed).
 */
export const auditItems = (audit: Fields, audits: Fields, auditId: string): MeasuredItem[] => {
  const metric = metricItem(audit)
  const rows = rowsOf(audit.details).flatMap((row) => {
    const item = rowItem(row)
    return item === undefined ? [] : [item]
  })
  return [
    ...(metric === undefined ? [] : [metric]),
    ...metricElements(audits, auditId),
    ...savingsItems(audit.details),
    ...rows,
  ]
}
