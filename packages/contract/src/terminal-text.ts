import { stripAnsi } from "./terminal-colours"

/** The widest a line of a command's help gets (svc, svc-server, svc-mcp): it fits a terminal of 100 columns. */
export const HELP_WIDTH = 100

/** `text` broken at spaces into lines of at most `width` columns; later lines start with `indent`. */
export const wrap = (
  text: string,
  width: number,
  indent = "",
  firstIndent = indent,
): ReadonlyArray<string> => {
  const lines: Array<string> = []
  let line = firstIndent
  let empty = true
  for (const word of text.split(/\s+/).filter((part) => part !== "")) {
    if (!empty && line.length + 1 + word.length > width) {
      lines.push(line)
      line = indent + word
    } else line = empty ? line + word : `${line} ${word}`
    empty = false
  }
  lines.push(line)
  return lines
}

/**
 * A text's lines wider than `width` broken at spaces, each continued two columns further in than it
 * starts (than its text, after a `- ` list mark); narrower lines kept as they are, alignment and all.
 */
export const wrapLongLines = (text: string, width = HELP_WIDTH): string =>
  text
    .split("\n")
    .flatMap((line) => {
      if (stripAnsi(line).length <= width) return [line]
      const indent = /^\s*(?:- )?/.exec(line)?.[0] ?? ""
      return wrap(line.slice(indent.length), width, `${" ".repeat(indent.length)}  `, indent)
    })
    .join("\n")
