/**
 * A piece of a rule's fix as its author wrote it: words, code (between backticks, as in Markdown), or a
 * link (`[text](https://…)`, absolute http(s) addresses only: `[name](url)` written as an example stays text).
 */
export type MarkedSegment =
  | { readonly kind: "text" | "code"; readonly text: string }
  | { readonly kind: "link"; readonly text: string; readonly url: string }

const MARKS = /`([^`]+)`|\[([^\]\n]+)\]\((https?:\/\/[^)\s]+)\)/g

/** The text cut at its code spans and links, in order; adjacent words joined. Never loses a character of the words. */
export const markedSegments = (text: string): MarkedSegment[] => {
  const segments: MarkedSegment[] = []
  let from = 0
  for (const match of text.matchAll(MARKS)) {
    if (match.index > from) segments.push({ kind: "text", text: text.slice(from, match.index) })
    const [, code, linkText, url] = match
    if (code !== undefined) segments.push({ kind: "code", text: code })
    else if (linkText !== undefined && url !== undefined) segments.push({ kind: "link", text: linkText, url })
    from = match.index + match[0].length
  }
  if (from < text.length) segments.push({ kind: "text", text: text.slice(from) })
  return segments
}

/** The text without its marks, for a medium that shows no code or link: code as it is, a link's address after its words. */
export const unmarkedText = (text: string): string =>
  markedSegments(text)
    .map((segment) => (segment.kind === "link" ? `${segment.text} (${segment.url})` : segment.text))
    .join("")
