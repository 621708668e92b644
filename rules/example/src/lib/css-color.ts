// Helpers that only this pack's rules share live in src/lib/, never in src/rules/ (rule files only).

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i
const FUNCTION = /^(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(\s*[^()]+\)$/i
/** The CSS named colours most sites use; a longer list would only add names nobody writes. */
const NAMED = new Set(
  "black white red green blue yellow orange purple pink brown gray grey silver gold navy teal olive maroon lime aqua fuchsia cyan magenta darkgreen darkblue darkred darkgray darkgrey lightgray lightgrey whitesmoke transparent".split(
    " ",
  ),
)

/** Whether `value` is a CSS colour as a `theme-color` meta accepts it (hex, colour function or common name). */
export const isCssColor = (value: string): boolean => {
  const colour = value.trim()
  return HEX.test(colour) || FUNCTION.test(colour) || NAMED.has(colour.toLowerCase())
}
