/** A `<meta http-equiv="refresh">` content, read the way browsers read it. */
export interface Refresh {
  /** Seconds before the refresh. */
  readonly delay: number
  /** The address it loads, as written; null when it reloads the page itself. */
  readonly target: string | null
}

const ASCII_WHITE_SPACE = /[\t\n\f\r ]/
const DIGIT = /[0-9]/

/**
 * Parses a refresh content as the HTML standard's "shared declarative refresh steps" do: a number,
 * then `;`, `,` or white space, an optional `url=`, and the address (quotes stripped after `url=`).
 * Null when browsers ignore the tag (no number, or junk right after it).
 */
export const parseRefresh = (content: string): Refresh | null => {
  let position = 0
  const at = () => content[position] ?? ""
  const skipWhiteSpace = () => {
    while (ASCII_WHITE_SPACE.test(at())) position++
  }
  skipWhiteSpace()
  const start = position
  while (DIGIT.test(at())) position++
  if (position === start && at() !== ".") return null
  const delay = position === start ? 0 : Number(content.slice(start, position))
  while (DIGIT.test(at()) || at() === ".") position++
  if (position < content.length) {
    if (!/[;,\t\n\f\r ]/.test(at())) return null
    skipWhiteSpace()
    if (at() === ";" || at() === ",") position++
    skipWhiteSpace()
  }
  if (position >= content.length) return { delay, target: null }
  let target = content.slice(position)
  const prefix = content.slice(position).match(/^url[\t\n\f\r ]*=[\t\n\f\r ]*/i)
  if (prefix) {
    position += prefix[0].length
    const quote = at() === '"' || at() === "'" ? at() : ""
    if (quote !== "") position++
    target = content.slice(position)
    if (quote !== "" && target.includes(quote)) target = target.slice(0, target.indexOf(quote))
  }
  target = target.trim()
  return { delay, target: target === "" ? null : target }
}

/**
 * The delay axe-core's `meta-refresh` check reads (Lighthouse's `meta-refresh` audit): the text before
 * the first `;`, `,` or white space, when it is only digits and dots; null when axe lets the tag pass.
 */
export const axeRefreshDelay = (content: string): number | null => {
  const first = content.trim().split(/[;,\s]/)[0] ?? ""
  return /^[0-9.]+$/.test(first) ? Number.parseFloat(first) : null
}
