const SCHEME = /^([a-z][a-z0-9+.-]*):/i

/** The scheme a raw reference starts with, lower-cased ("mailto"), or null for a relative one. */
export const schemeOf = (reference: string): string | null => {
  const trimmed = reference.trim()
  // A scheme starts with an ASCII letter: paths and fragments are known to have none at once.
  const first = trimmed.charCodeAt(0) | 0x20
  if (first < 0x61 || first > 0x7a) return null
  return SCHEME.exec(trimmed)?.[1]?.toLowerCase() ?? null
}

/** An http(s) URL, without its fragment; null for anything else. */
export const pageAddress = (url: string | null): string | null =>
  url !== null && /^https?:/i.test(url) ? url.replace(/#.*$/s, "") : null
