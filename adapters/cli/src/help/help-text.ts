import { HELP_WIDTH, wrap } from "@svc/contract/terminal"
import type { Style } from "../output/style"

/** A part of a help page: a table of names and what they do, or a paragraph. */
export type HelpSection =
  | { readonly heading: string; readonly rows: ReadonlyArray<readonly [string, string]> }
  | { readonly heading: string; readonly text: string }

/** One help page: what `svc … --help` prints. */
export interface HelpPage {
  /** What the command does, in a few words after `svc <version> — `. */
  readonly title: string
  /** Usage lines, each starting with `svc`. */
  readonly usage: ReadonlyArray<string>
  readonly description: string
  readonly sections: ReadonlyArray<HelpSection>
}

const LEFT_COLUMN_MAX = 28

/** A two-column table: names on the left, their text wrapped beside them (below a name too long). */
const table = (rows: ReadonlyArray<readonly [string, string]>): ReadonlyArray<string> => {
  const column = Math.min(LEFT_COLUMN_MAX, Math.max(...rows.map(([name]) => name.length)) + 4)
  const indent = " ".repeat(column)
  return rows.flatMap(([name, text]) => {
    const left = `  ${name}`
    if (left.length + 2 > column) return [left, ...wrap(text, HELP_WIDTH, indent)]
    return wrap(text, HELP_WIDTH, indent, left.padEnd(column))
  })
}

/** The help page as text, every line at most HELP_WIDTH columns (headings bold where colours are wanted). */
export const renderHelp = (page: HelpPage, version: string, style: Style): string => {
  const lines: Array<string> = [
    ...wrap(`${style.bold("svc")} ${version} — ${page.title}`, HELP_WIDTH + style.bold("").length, "  ", ""),
    "",
    ...page.usage.flatMap((usage, index) =>
      wrap(usage, HELP_WIDTH, "         ", index === 0 ? `${style.bold("Usage:")} ` : "       "),
    ),
    "",
    ...wrap(page.description, HELP_WIDTH),
  ]
  for (const section of page.sections) {
    lines.push("", style.bold(`${section.heading}:`))
    lines.push(...("rows" in section ? table(section.rows) : wrap(section.text, HELP_WIDTH, "  ", "  ")))
  }
  return `${lines.join("\n")}\n`
}
