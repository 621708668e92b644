import { errorCodes, errorTable } from "@svc/contract"

const START = "<!-- errors-table: generated from @svc/contract's errorTable by `pnpm openapi` -->"
const END = "<!-- /errors-table -->"

/** The docs' errors table (HTTP, code, when, extra fields), derived from the contract's one table. */
export const errorsTableMarkdown = (): string => {
  const rows = errorCodes.map((code) => {
    const entry = errorTable[code]
    const extra = Object.entries(entry.fields)
      .map(([name, field]) => ("means" in field ? `\`${name}\` (${field.means})` : `\`${name}\``))
      .join(", ")
    return [String(entry.status), `\`${code}\``, entry.when, extra]
  })
  const header = ["HTTP", "`code`", "When", "Extra fields"]
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  )
  const line = (cells: ReadonlyArray<string>) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(" | ")} |`
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n")
}

/** `markdown` with the errors table between its markers replaced by the derived one. */
export const withErrorsTable = (markdown: string): string => {
  const start = markdown.indexOf(START)
  const end = markdown.indexOf(END)
  if (start < 0 || end < start) throw new Error(`the errors table's markers are missing: ${START} … ${END}`)
  return `${markdown.slice(0, start)}${START}\n${errorsTableMarkdown()}\n${markdown.slice(end)}`
}
