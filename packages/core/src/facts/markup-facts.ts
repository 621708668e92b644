import type { DocumentScan, ElementRecord } from "./dom-scan"
import type { DocumentFacts, Location } from "./page-facts"

/** Elements whose content is raw text up to their own end tag: left open, they swallow the rest of the file. */
const TEXT_ONLY_TAGS = new Set([
  "title",
  "textarea",
  "script",
  "style",
  "xmp",
  "iframe",
  "noembed",
  "noframes",
  "noscript",
  "plaintext",
])

/** The index in `text` of a 1-based line/column position. */
export const indexOf = (text: string, location: Location): number => {
  let index = 0
  for (let line = 1; line < location.line; line++) {
    const next = text.indexOf("\n", index)
    if (next === -1) break
    index = next + 1
  }
  return Math.min(text.length, index + location.column - 1)
}

const bodyOf = (scan: DocumentScan): ElementRecord | undefined =>
  scan.elements.find(
    (element) => element.tag === "body" && !element.foreign && element.parent === scan.html?.index,
  )

/** `<body>` statistics as Lighthouse's DOMStats gatherer counts them: template contents are not children. */
export const bodyStatsOf = (scan: DocumentScan): DocumentFacts["bodyStats"] => {
  const body = bodyOf(scan)
  if (body === undefined) return { elements: 0, maxDepth: 0, maxChildren: 0 }
  // Children per element of the body's subtree, by index from the body's: a parent lies in the subtree too.
  const children = new Int32Array(body.end - body.index + 1)
  let elements = 0
  let maxDepth = 1
  let maxChildren = 0
  for (let index = body.index + 1; index <= body.end; index++) {
    const element = scan.elements[index]
    if (element === undefined || element.inTemplate) continue
    elements++
    maxDepth = Math.max(maxDepth, element.depth - body.depth + 1)
    const slot = element.parent - body.index
    const count = (children[slot] ?? 0) + 1
    children[slot] = count
    if (count > maxChildren) maxChildren = count
  }
  return { elements, maxDepth, maxChildren }
}

export const bodyStartOf = (scan: DocumentScan): DocumentFacts["bodyStart"] => {
  const start = scan.bodyStart
  if (start === null) return null
  return {
    tag: start.element?.tag ?? null,
    text: start.text === null ? null : start.text.trim().replace(/\s+/g, " ").slice(0, 80),
    location: start.location,
    implied: start.element?.implied ?? false,
  }
}

/** Text-only elements without an end tag, and a comment the file ends inside. */
export const unterminatedOf = (scan: DocumentScan, source: string): DocumentFacts["unterminated"] => {
  const open: Array<DocumentFacts["unterminated"][number]> = []
  for (const element of scan.elements) {
    if (element.foreign || element.implied || element.hasEndTag || !TEXT_ONLY_TAGS.has(element.tag)) continue
    open.push({
      tag: element.tag,
      location: element.location,
      characters: source.length - indexOf(source, element.location),
    })
  }
  const lastComment = scan.comments[scan.comments.length - 1]
  if (lastComment && scan.parseErrors.some((error) => error.code === "eof-in-comment"))
    open.push({
      tag: "#comment",
      location: lastComment,
      characters: source.length - indexOf(source, lastComment),
    })
  return open.sort((a, b) => a.location.line - b.location.line || a.location.column - b.location.column)
}

/** Tag names come from the page, so the record has no prototype: `<constructor>` is a tag like any other. */
export const tagsOf = (scan: DocumentScan): DocumentFacts["tags"] => {
  const tags: Record<string, { count: number; first: Location }> = Object.create(null)
  for (const element of scan.elements) {
    if (element.foreign || element.inTemplate) continue
    const entry = tags[element.tag]
    if (entry) entry.count++
    else tags[element.tag] = { count: 1, first: element.location }
  }
  return tags
}

export const langAttributesOf = (scan: DocumentScan): DocumentFacts["langAttributes"] =>
  scan.elements
    .filter(
      (element) =>
        element !== scan.html &&
        !element.inTemplate &&
        (element.attributes.lang !== undefined || element.attributes["xml:lang"] !== undefined),
    )
    .map((element) => ({
      tag: element.tag,
      lang: element.attributes.lang ?? null,
      xmlLang: element.attributes["xml:lang"] ?? null,
      hasText: element.langText,
      location: element.location,
    }))
