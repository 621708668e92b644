/** A defect applied to a real page's HTML, and the score part it belongs to. */
export interface Defect {
  readonly name: string
  readonly part: "content" | "google" | "ai" | "technical"
  readonly apply: (html: string) => string
}

const LOREM =
  "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua."

const paragraphs = /<p\b[^>]*>[\s\S]*?<\/p>/gi

/** The defects of issue 22: each takes away something a good page has, or adds something a bad page has. */
export const defects: ReadonlyArray<Defect> = [
  {
    name: "no title",
    part: "google",
    apply: (html) => html.replace(/<title\b[^>]*>[\s\S]*?<\/title>/gi, ""),
  },
  {
    name: "no description",
    part: "google",
    apply: (html) => html.replace(/<meta\b[^>]*name\s*=\s*["']?description["']?[^>]*>/gi, ""),
  },
  {
    name: "no headings",
    part: "content",
    apply: (html) => html.replace(/<(\/?)h[1-6]\b/gi, "<$1p"),
  },
  {
    name: "no lang",
    part: "technical",
    apply: (html) => html.replace(/(<html\b[^>]*?)\s+(xml:)?lang\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, "$1"),
  },
  {
    name: "main text truncated",
    part: "content",
    apply: (html) => {
      let kept = 0
      return html.replace(paragraphs, (paragraph) => (kept++ < 1 ? paragraph : ""))
    },
  },
  {
    name: "lorem ipsum",
    part: "content",
    apply: (html) => html.replace(paragraphs, () => `<p>${LOREM}</p>`),
  },
  {
    name: "duplicated text",
    part: "content",
    apply: (html) => html.replace(paragraphs, (paragraph) => `${paragraph}${paragraph}${paragraph}`),
  },
  {
    name: "keyword stuffing",
    part: "content",
    // Into the main content where the page marks it (the end of its first <main> or <article>), else
    // at the end of the body: stuffing outside the main text is not what this defect is about.
    apply: (html) => {
      const stuffed = `<p>${Array.from({ length: 60 }, () => "cheap bread").join(", ")}</p>`
      const main = /<\/(main|article)>/i.exec(html)
      return main
        ? `${html.slice(0, main.index)}${stuffed}${html.slice(main.index)}`
        : html.replace(/<\/body>/i, `${stuffed}</body>`)
    },
  },
  {
    name: "no dates",
    part: "content",
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
    apply: (html) => html.replace(/<a\b[^>]*href\s*=\s*["']?https?:[^>]*>([\s\S]*?)<\/a>/gi, "$1"),
  },
  {
    name: "no alt texts",
    // image-alt, the check this defect names, feeds the google part.
    part: "google",
    apply: (html) => html.replace(/\salt\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, ""),
  },
  {
    name: "noindex",
    part: "google",
    apply: (html) =>
      /<head\b[^>]*>/i.test(html)
        ? html.replace(/<head\b[^>]*>/i, (head) => `${head}<meta name="robots" content="noindex">`)
        : `<meta name="robots" content="noindex">${html}`,
  },
]
