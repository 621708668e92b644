/** Every key starts with this, so a leaked one is recognisable by secret scanners. */
export const API_KEY_PREFIX = "svc_"

/** The characters after the prefix: 256 random bits in base64url. */
export const API_KEY_BODY_LENGTH = 43

const KEY = new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{${API_KEY_BODY_LENGTH}}$`)

/** A whole key in any case of its prefix, somewhere in a text once its percent-escapes are undone. */
const KEY_INSIDE = new RegExp(`${API_KEY_PREFIX}[A-Za-z0-9_-]{${API_KEY_BODY_LENGTH}}`, "i")

/**
 * What a log masks: the prefix with 8 or more key characters (a key cut short is still a secret), and
 * any run of base64url characters as long as a key's body (a key pasted without its prefix).
 */
const KEY_PART = new RegExp(`${API_KEY_PREFIX}[A-Za-z0-9_-]{8,}|[A-Za-z0-9_-]{${API_KEY_BODY_LENGTH},}`, "gi")

/** What a masked key is written as. */
const MASK = `${API_KEY_PREFIX}…`

/** Whether a string has exactly the shape of a key; anything else is refused without a lookup. */
export const isApiKeyShaped = (candidate: string): boolean => KEY.test(candidate)

/** A text with its percent-escapes undone, each character with the span of the text it was written as. */
export interface Unescaped {
  readonly chars: string[]
  readonly starts: number[]
  readonly ends: number[]
}

const HEX = /^[0-9A-Fa-f]$/

/**
 * Undoes percent-escapes however deeply they are nested (`%2573` → `%73` → `s`) in one pass: each
 * character is appended, and while the tail reads `%XY` it is replaced by the character it encodes.
 */
export const unescapePercents = (text: string): Unescaped => {
  const chars: string[] = []
  const starts: number[] = []
  const ends: number[] = []
  for (let index = 0; index < text.length; index++) {
    chars.push(text.charAt(index))
    starts.push(index)
    ends.push(index + 1)
    for (;;) {
      const length = chars.length
      const high = chars[length - 2] ?? ""
      const low = chars[length - 1] ?? ""
      if (chars[length - 3] !== "%" || !HEX.test(high) || !HEX.test(low)) break
      const start = starts[length - 3] ?? 0
      const end = ends[length - 1] ?? 0
      chars.length = starts.length = ends.length = length - 3
      chars.push(String.fromCharCode(Number.parseInt(`${high}${low}`, 16)))
      starts.push(start)
      ends.push(end)
    }
  }
  return { chars, starts, ends }
}

/**
 * Whether a text holds an API key in any form a URL can carry it: `svc_…` with its prefix in any case,
 * and any of its characters percent-encoded, once or more (`%73vc_…`, `svc%5F…`, `%2573vc_…`).
 */
export const containsApiKey = (text: string): boolean =>
  KEY_INSIDE.test(unescapePercents(text).chars.join(""))

/**
 * The text with every key, and everything that may be one, replaced by `svc_…`: the forms
 * `containsApiKey` finds, a key cut short, and a bare key body of 43 or more base64url characters —
 * each masked where it was written, escapes included. For logs, where masking too much costs nothing.
 */
export const maskApiKeys = (text: string): string => {
  // Nothing escaped (nearly every path): the text is its own decoded form.
  if (!text.includes("%")) return text.replace(KEY_PART, MASK)
  const { chars, starts, ends } = unescapePercents(text)
  let masked = ""
  let written = 0
  for (const match of chars.join("").matchAll(KEY_PART)) {
    const start = starts[match.index] ?? written
    const end = ends[match.index + match[0].length - 1] ?? start
    masked += `${text.slice(written, start)}${MASK}`
    written = end
  }
  return masked + text.slice(written)
}
