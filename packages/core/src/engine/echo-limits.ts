/**
 * The longest strings a result repeats from the page, in characters as JavaScript counts them (UTF-16
 * code units: an emoji outside the Basic Multilingual Plane counts two). A page may hold 5 MiB of title,
 * and whatever the result echoes is stored, sent on every status poll and printed in the PDF. docs/api.md
 * lists them.
 */
export const ECHO_LIMITS = {
  /** `page.title`. */
  title: 300,
  /** `page.description`. */
  description: 500,
  /** `page.language`: the page's `lang` or `Content-Language`, which real tags keep far below. */
  language: 100,
  /** `page.canonical`: the longest URL a request may name (decision 3). */
  canonical: 2048,
  /** `query.primary` and each of `query.suggestions`. */
  phrase: 200,
  /** `findings[].evidence`, the whole of it. */
  evidence: 2000,
  /** `findings[].items`: how many are listed (`itemCount` says how many there were). */
  items: 100,
  /** `findings[].items[].message`, and each item's `subject`. */
  itemMessage: 500,
  /** `findings[].items[].url`. */
  itemUrl: 2048,
} as const

const ELLIPSIS = "…"

/**
 * `text` as it is when within `limit`; otherwise its start and "…", `limit` long in all, cut between
 * two code points (never inside a surrogate pair).
 */
export const capEchoed = (text: string, limit: number): string => {
  if (text.length <= limit) return text
  let end = limit - ELLIPSIS.length
  const last = text.charCodeAt(end - 1)
  if (last >= 0xd800 && last <= 0xdbff) end -= 1
  // A copy, not a slice: V8 keeps the whole string a slice was taken from alive as long as the slice.
  return `${[...text.slice(0, end)].join("")}${ELLIPSIS}`
}

/** `capEchoed` for a value the page may not have. */
export const capEchoedOrNull = (text: string | null, limit: number): string | null =>
  text === null ? null : capEchoed(text, limit)
