import { extractFacts, snapshotOfHtml, type TextBlock, Unavailable } from "@svc/core"
import { type DefaultTreeAdapterMap, parse } from "parse5"

/** A defect applied to a real page's HTML, the score part it belongs to, and the checks it targets. */
export interface Defect {
  readonly name: string
  readonly part: "content" | "google" | "ai" | "technical"
  /** The rules that judge what the defect takes away or adds; each feeds `part`, which the defect must lower. */
  readonly checks: ReadonlyArray<string>
  readonly apply: (html: string) => string
  /**
   * The page the defect starts from, when it is not the page as it is: the page with what the defect
   * takes away added first (its score is the one the defect must not raise).
   */
  readonly from?: (html: string) => string
}

const DESCRIPTION = /<meta\b[^>]*name\s*=\s*["']?description["']?[^>]*>/gi
const withoutDescriptions = (html: string): string => html.replace(DESCRIPTION, "")
const SECOND_DESCRIPTION =
  '<meta name="description" content="Fresh sourdough, rye and spelt loaves baked every morning and delivered across town.">'

/** The page with a second meta description right after its first; two in <head> when it has none (unchanged without a <head> tag). */
const withTwoDescriptions = (html: string): string => {
  const first = new RegExp(DESCRIPTION.source, "i").exec(html)
  if (first !== null) {
    const end = first.index + first[0].length
    return html.slice(0, end) + SECOND_DESCRIPTION + html.slice(end)
  }
  return html.replace(/<head\b[^>]*>/i, (head) => head + SECOND_DESCRIPTION + SECOND_DESCRIPTION)
}

const LOREM =
  "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua."

const ABSOLUTE_LINK = /^<a\b[^>]*href\s*=\s*["']?https?:[^>]*>([\s\S]*?)<\/a>/i

/**
 * Unlinks the absolute links of the main content, the sources it cites, and no other: the links of the
 * navigation and the side lists stay, so neither the link density around the main text (which the
 * main-content detection reads) nor the link texts of the rest of the page change.
 */
const unlinkSourcesInMainText = (html: string): string => {
  const { links } = extractFacts(snapshotOfHtml(html, { url: "https://corpus.example/page" }), {
    keys: ["links"],
  })
  if (links === undefined || links instanceof Unavailable) return html
  const lineStarts = lineStartsOf(html)
  const starts = links
    .filter((link) => link.inMain && /^\s*https?:/i.test(link.href ?? ""))
    .map(({ location }) => offsetOf(lineStarts, location))
    .sort((a, b) => b - a)
  let damaged = html
  for (const start of starts)
    damaged = damaged.slice(0, start) + damaged.slice(start).replace(ABSOLUTE_LINK, "$1")
  return damaged
}

/** The offsets in `html` at which each line starts, to turn a fact's line and column into an offset. */
const lineStartsOf = (html: string): ReadonlyArray<number> => {
  const starts = [0]
  for (let index = html.indexOf("\n"); index !== -1; index = html.indexOf("\n", index + 1))
    starts.push(index + 1)
  return starts
}

/** The offset in the HTML of a fact's 1-based line and column. */
const offsetOf = (
  lineStarts: ReadonlyArray<number>,
  location: { readonly line: number; readonly column: number },
): number => (lineStarts[location.line - 1] ?? 0) + location.column - 1

type Node = DefaultTreeAdapterMap["node"]

/** Every element's source span, by the offset of its start tag. */
const elementSpans = (html: string): ReadonlyMap<number, number> => {
  const spans = new Map<number, number>()
  const walk = (node: Node) => {
    const location = "sourceCodeLocation" in node ? node.sourceCodeLocation : undefined
    if ("tagName" in node && location) spans.set(location.startOffset, location.endOffset)
    if ("childNodes" in node) for (const child of node.childNodes) walk(child)
    if ("content" in node) walk(node.content)
  }
  walk(parse(html, { sourceCodeLocationInfo: true }))
  return spans
}

/**
 * The source span of every `<p>` element, as the parser finds them: a regular expression would also
 * match a "<p>" inside a script's string and run to the next real "</p>", copying scripts and markup.
 */
const paragraphSpans = (html: string): ReadonlyArray<{ readonly start: number; readonly end: number }> => {
  const spans: Array<{ start: number; end: number }> = []
  const walk = (node: Node) => {
    const location = "sourceCodeLocation" in node ? node.sourceCodeLocation : undefined
    if ("tagName" in node && node.tagName === "p" && location)
      spans.push({ start: location.startOffset, end: location.endOffset })
    if ("childNodes" in node) for (const child of node.childNodes) walk(child)
    if ("content" in node) walk(node.content)
  }
  walk(parse(html, { sourceCodeLocationInfo: true }))
  return spans.sort((a, b) => a.start - b.start)
}

/** The page with each `<p>` element's source replaced by what `replace` makes of it. */
const replaceParagraphs = (html: string, replace: (paragraph: string) => string): string => {
  let replaced = ""
  let kept = 0
  for (const { start, end } of paragraphSpans(html)) {
    if (start < kept) continue // a paragraph inside one replaced already (a <p> in a <template> of a <p>)
    replaced += html.slice(kept, start) + replace(html.slice(start, end))
    kept = end
  }
  return replaced + html.slice(kept)
}

type Block = Pick<TextBlock, "tag" | "words" | "text">

/** A paragraph: a `<p>`, or a `<div>` holding text itself, of ten words or more (not a dateline). */
const isParagraph = (block: Block): boolean => (block.tag === "p" || block.tag === "div") && block.words >= 10

/** A sentence ends in it: prose, not a breadcrumb or a line of labels. */
const SENTENCE_END = /[.!?。！？]/u
const isProse = (block: Block): boolean => isParagraph(block) && SENTENCE_END.test(block.text)

/**
 * Cuts the main text to its first paragraph of prose: every block of the main content after it (paragraphs,
 * lists, tables, subheadings, quotations…, as the page's own facts find them) goes, and nothing outside
 * the main content. Cutting only the `<p>` elements would leave the lists and tables of a long text, so
 * a "cut" text could still run thousands of words.
 */
const cutMainTextToFirstParagraph = (html: string): string => {
  const { content } = extractFacts(snapshotOfHtml(html, { url: "https://corpus.example/page" }), {
    keys: ["content"],
  })
  if (content === undefined || content instanceof Unavailable) return html
  const main = content.blocks.filter((block) => block.inMain)
  const prose = main.findIndex(isProse)
  const first = prose === -1 ? main.findIndex(isParagraph) : prose
  const after = main.slice((first === -1 ? 0 : first) + 1)
  if (after.length === 0) return html
  const lineStarts = lineStartsOf(html)
  const spans = elementSpans(html)
  const cuts = after
    .map(({ location }) => offsetOf(lineStarts, location))
    .flatMap((start) => {
      const end = spans.get(start)
      return end === undefined ? [] : [{ start, end }]
    })
    .sort((a, b) => a.start - b.start)
  let damaged = ""
  let kept = 0
  for (const { start, end } of cuts) {
    if (start < kept) continue // inside a block already cut
    damaged += html.slice(kept, start)
    kept = end
  }
  return damaged + html.slice(kept)
}

const isNavigation = (node: Node): boolean =>
  "tagName" in node &&
  (node.tagName === "nav" || node.attrs.some(({ name, value }) => name === "role" && value === "navigation"))

/**
 * Cuts the body down to its navigation (each outermost `<nav>` or `role="navigation"`, in order): the
 * page keeps its head and its menus and loses its own text. Navigation is not main content, so the
 * page must not score above its article (issue 36). A page without navigation is left as it is.
 */
const cutBodyToNavigation = (html: string): string => {
  const document = parse(html, { sourceCodeLocationInfo: true })
  const menus: string[] = []
  let body: { readonly start: number; readonly end: number } | undefined
  const walk = (node: Node) => {
    if ("tagName" in node) {
      const location = node.sourceCodeLocation
      if (node.tagName === "body" && location?.startTag && location.endTag)
        body = { start: location.startTag.endOffset, end: location.endTag.startOffset }
      if (isNavigation(node) && location) {
        menus.push(html.slice(location.startOffset, location.endOffset))
        return
      }
    }
    if ("childNodes" in node) for (const child of node.childNodes) walk(child)
  }
  walk(document)
  if (body === undefined || menus.length === 0) return html
  return html.slice(0, body.start) + menus.join("\n") + html.slice(body.end)
}

/** The defects of issue 22: each takes away something a good page has, or adds something a bad page has. */
export const defects: ReadonlyArray<Defect> = [
  {
    name: "no title",
    part: "google",
    checks: ["document-title"],
    apply: (html) => html.replace(/<title\b[^>]*>[\s\S]*?<\/title>/gi, ""),
  },
  {
    name: "no description",
    part: "google",
    checks: ["meta-description"],
    apply: withoutDescriptions,
  },
  {
    // Issue 36: the "multiple" defect replaced by "missing" must not pay.
    name: "two descriptions lost",
    part: "google",
    checks: ["meta-description"],
    from: withTwoDescriptions,
    apply: withoutDescriptions,
  },
  {
    name: "no headings",
    part: "content",
    checks: ["heading-h1", "subheadings"],
    apply: (html) => html.replace(/<(\/?)h[1-6]\b/gi, "<$1p"),
  },
  {
    name: "no lang",
    part: "technical",
    checks: ["html-has-lang"],
    // Every lang of the <html> tag, xml:lang and lang both (one replace per tag would leave the second).
    apply: (html) =>
      html.replace(/<html\b[^>]*>/gi, (tag) =>
        tag.replace(/\s(xml:)?lang\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, ""),
      ),
  },
  {
    name: "main text truncated",
    part: "content",
    checks: ["word-count", "in-depth-content"],
    apply: (html) => cutMainTextToFirstParagraph(html),
  },
  {
    name: "lorem ipsum",
    part: "content",
    checks: ["placeholder-text", "has-content"],
    apply: (html) => replaceParagraphs(html, () => `<p>${LOREM}</p>`),
  },
  {
    name: "duplicated text",
    part: "content",
    checks: ["repeated-blocks"],
    apply: (html) => replaceParagraphs(html, (paragraph) => `${paragraph}${paragraph}${paragraph}`),
  },
  {
    name: "keyword stuffing",
    part: "content",
    checks: ["keyword-stuffing"],
    // Into the main text, right after its longest paragraph (the main-content detection keeps that one
    // wherever the page puts it), else at the end of the body: stuffing outside the main text is not what
    // this defect is about.
    apply: (html) => {
      const stuffed = `<p>${Array.from({ length: 60 }, () => "cheap bread").join(", ")}</p>`
      let longest: { readonly start: number; readonly end: number } | undefined
      for (const paragraph of paragraphSpans(html))
        if (longest === undefined || paragraph.end - paragraph.start > longest.end - longest.start)
          longest = paragraph
      if (longest === undefined) return html.replace(/<\/body>/i, `${stuffed}</body>`)
      return `${html.slice(0, longest.end)}${stuffed}${html.slice(longest.end)}`
    },
  },
  {
    name: "no dates",
    part: "content",
    checks: ["visible-date"],
    apply: (html) =>
      html
        .replace(/<time\b[^>]*>([\s\S]*?)<\/time>/gi, "$1")
        // With the comma that joins each date to its neighbours (after it, or before it when it is
        // last), so the JSON-LD stays valid: the defect removes dates, it does not break the markup.
        .replace(/"date(Published|Modified|Created)"\s*:\s*"[^"]*"\s*,/g, "")
        .replace(/,\s*"date(Published|Modified|Created)"\s*:\s*"[^"]*"/g, "")
        .replace(/"date(Published|Modified|Created)"\s*:\s*"[^"]*"/g, "")
        .replace(/<meta\b[^>]*(article:(published|modified)_time|date|pubdate)[^>]*>/gi, ""),
  },
  {
    name: "no author",
    part: "content",
    checks: ["author-visible"],
    apply: (html) =>
      html
        .replace(/<meta\b[^>]*name\s*=\s*["']?author["']?[^>]*>/gi, "")
        .replace(/\srel\s*=\s*["']?author["']?/gi, "")
        // The JSON-LD author with the comma that joins it to its neighbours, so the JSON stays valid.
        .replace(/"author"\s*:\s*(\{[^{}]*\}|\[[^\]]*\]|"[^"]*")\s*,/g, "")
        .replace(/,\s*"author"\s*:\s*(\{[^{}]*\}|\[[^\]]*\]|"[^"]*")/g, ""),
  },
  {
    name: "no sources",
    part: "ai",
    checks: ["source-citations"],
    apply: (html) => unlinkSourcesInMainText(html),
  },
  {
    name: "no alt texts",
    // image-alt, the check this defect names, feeds the google part.
    part: "google",
    checks: ["image-alt"],
    apply: (html) => html.replace(/\salt\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, ""),
  },
  {
    name: "body cut to navigation",
    part: "content",
    checks: ["has-content", "word-count"],
    apply: (html) => cutBodyToNavigation(html),
  },
  {
    name: "noindex",
    part: "google",
    checks: ["is-crawlable"],
    apply: (html) =>
      /<head\b[^>]*>/i.test(html)
        ? html.replace(/<head\b[^>]*>/i, (head) => `${head}<meta name="robots" content="noindex">`)
        : `<meta name="robots" content="noindex">${html}`,
  },
]
