/** A marker for a line break `innerText` would put in (a `<br>` or the edge of a block). */
export const LINE_BREAK: unique symbol = Symbol("line break")

export type RenderedPart = string | typeof LINE_BREAK

/** Collapsible white space in CSS (`white-space: normal`): no-break spaces are not in it. */
const COLLAPSIBLE = /[ \t\n\r\f]+/g

/**
 * Joins text and line-break markers the way `innerText` renders them: white space collapsed to one
 * space, spaces next to a line break dropped, runs of line breaks kept as one, leading and trailing
 * line breaks dropped. Not trimmed otherwise, as `innerText` is not.
 */
export const renderedTextOf = (parts: ReadonlyArray<RenderedPart>): string => {
  const lines: string[] = [""]
  for (const part of parts) {
    if (part === LINE_BREAK) lines.push("")
    else lines[lines.length - 1] += part
  }
  return lines
    .map((line) => line.replace(COLLAPSIBLE, " ").replace(/^ | $/g, ""))
    .filter((line) => line !== "")
    .join("\n")
}
