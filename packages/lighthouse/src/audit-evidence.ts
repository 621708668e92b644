/**
 * Evidence of a Lighthouse audit in one line of plain English, read defensively from its `details`:
 * an LHR is data from another program, so every field is checked before it is used and nothing here
 * throws, whatever shape the report has.
 */

/** Items named in the evidence; the rest are counted. */
const MAX_ITEMS = 3
/** Longest snippet, URL or explanation quoted from the report. */
const MAX_QUOTE = 120

type Fields = Readonly<Record<string, unknown>>

const isFields = (value: unknown): value is Fields =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const text = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : undefined

const finite = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isFinite(value) ? value : undefined

const quote = (value: string): string => {
  const flat = value.replace(/\s+/g, " ").trim()
  return flat.length > MAX_QUOTE ? `${flat.slice(0, MAX_QUOTE - 1)}…` : flat
}

/** Markdown of Lighthouse titles (`[alt]`, links) as plain text. */
export const plainTitle = (title: string): string =>
  quote(title.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/`/g, ""))

const milliseconds = (value: number): string => `${Math.round(value).toLocaleString("en")} ms`

const kibibytes = (value: number): string =>
  `${Math.max(1, Math.round(value / 1024)).toLocaleString("en")} KiB`

/** The specific line of an axe explanation ("Element has insufficient color contrast of 1.6 …"). */
const explanationLine = (explanation: unknown): string | undefined => {
  const lines = (text(explanation) ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !/^fix (any|all) of the following:?$/i.test(line))
  return lines[0] === undefined ? undefined : quote(lines[0])
}

/** A node item: its HTML snippet (or selector), and axe's explanation when there is one. */
const describeNode = (node: Fields): string | undefined => {
  const where = text(node.snippet) ?? text(node.selector) ?? text(node.nodeLabel)
  if (where === undefined) return undefined
  const why = explanationLine(node.explanation)
  return why === undefined ? quote(where) : `${quote(where)} (${why})`
}

/** One table or opportunity row: the element or URL it names, and what fixing it would save. */
const describeItem = (item: unknown): string | undefined => {
  if (!isFields(item)) return undefined
  const url = text(item.url)
  const subject = isFields(item.node) ? describeNode(item.node) : url === undefined ? undefined : quote(url)
  if (subject === undefined) return undefined
  const wastedMs = finite(item.wastedMs) ?? 0
  const wastedBytes = finite(item.wastedBytes) ?? 0
  const savings = [
    wastedMs > 0 ? `~${milliseconds(wastedMs)}` : undefined,
    wastedBytes > 0 ? `~${kibibytes(wastedBytes)}` : undefined,
  ].filter((part): part is string => part !== undefined)
  return savings.length === 0 ? subject : `${subject} (could save ${savings.join(", ")})`
}

/** The rows of a table, an opportunity, or the first table of a list. */
const itemsOf = (details: unknown): ReadonlyArray<unknown> => {
  if (!isFields(details) || !Array.isArray(details.items)) return []
  if (details.type === "list") {
    const firstTable = details.items.find((entry) => isFields(entry) && Array.isArray(entry.items))
    return isFields(firstTable) && Array.isArray(firstTable.items) ? firstTable.items : []
  }
  return details.items
}

/** "a; b; c and 4 more" over the describable rows of `details`, or undefined when none is. */
export const describeItems = (details: unknown): string | undefined => {
  const described = itemsOf(details)
    .map(describeItem)
    .filter((entry): entry is string => entry !== undefined)
  if (described.length === 0) return undefined
  const shown = described.slice(0, MAX_ITEMS).join("; ")
  const more = described.length - MAX_ITEMS
  return more > 0 ? `${shown} and ${more} more` : shown
}

/** What the whole audit could save, when Lighthouse estimated it. */
export const describeSavings = (details: unknown): string | undefined => {
  if (!isFields(details)) return undefined
  const ms = finite(details.overallSavingsMs)
  const bytes = finite(details.overallSavingsBytes)
  const parts = [
    ms !== undefined && ms > 0 ? `~${milliseconds(ms)}` : undefined,
    bytes !== undefined && bytes > 0 ? `~${kibibytes(bytes)}` : undefined,
  ].filter((part): part is string => part !== undefined)
  return parts.length === 0 ? undefined : `could save ${parts.join(" and ")}`
}

/** The evidence of one failing audit: its title, value, savings and the elements or URLs it names. */
export const auditEvidence = (
  audit: Fields,
  related: { readonly element?: string | undefined } = {},
): string => {
  const title = plainTitle(text(audit.title) ?? text(audit.id) ?? "Lighthouse audit")
  const value = text(audit.displayValue)
  const head = value === undefined ? title : `${title}: ${quote(value)}`
  const parts = [
    related.element === undefined ? undefined : `element ${related.element}`,
    describeSavings(audit.details),
    describeItems(audit.details),
  ].filter((part): part is string => part !== undefined)
  return parts.length === 0 ? `${head}.` : `${head} — ${parts.join("; ")}.`
}
