import { defineRule } from "@svc/core"
import { excerpt } from "../applicability"
import { looksLikeHtml } from "../llms-file"

/** An llms.txt is a concise map; the expansions belong in llms-full.txt. */
const MAX_LINES = 500

export default defineRule({
  id: "llms-txt-structure",
  part: "ai",
  category: "geo",
  level: "low",
  requires: ["llms"],
  symptomOf: ["llms-txt"],
  label: "llms.txt follows the llmstxt.org format",
  fix: "Order llms.txt as llmstxt.org specifies: the `# Name` line first and only once, then a `> summary`, optional notes, and `## Section` lists whose items are `- [name](https://absolute/url): notes`.",
  check: ({ llms }, { fail, notApplicable, pass, review }) => {
    if (llms.state !== "present" || looksLikeHtml(llms.body) || llms.titleLine === null)
      return notApplicable("There is no llms.txt with a title to check.")
    const h1s = llms.headings.filter((heading) => heading.level === 1)
    const errors = [
      ...(llms.firstLine !== null && llms.firstLine.line < llms.titleLine
        ? [
            `line ${llms.firstLine.line} "${excerpt(llms.firstLine.text, 40)}" comes before the H1 (line ${llms.titleLine})`,
          ]
        : []),
      ...h1s.slice(1).map((heading) => `a second H1 "${excerpt(heading.text, 40)}" on line ${heading.line}`),
    ]
    if (errors.length > 0) return fail(`${llms.url}: ${errors.join("; ")}.`)
    const links = llms.sections.flatMap((section) => section.links)
    const relative = links.filter((link) => !/^https?:\/\//i.test(link.url))
    const notes = [
      ...(llms.summary === null ? ["no > summary line after the title"] : []),
      ...llms.sections
        .filter((section) => section.links.length === 0)
        .map((section) => `section "${section.title}" (line ${section.line}) lists no links`),
      ...llms.sections
        .flatMap((section) => section.otherItems)
        .slice(0, 3)
        .map((item) => `line ${item.line} "${excerpt(item.text, 40)}" is not a [name](url) link`),
      ...(relative.length > 0
        ? [`${relative.length} relative link(s), e.g. line ${relative[0]?.line} "${relative[0]?.url}"`]
        : []),
      ...(llms.lineCount > MAX_LINES ? [`${llms.lineCount} lines: move the detail to llms-full.txt`] : []),
    ]
    if (notes.length > 0) return review(`${llms.url}: ${notes.join("; ")}.`)
    return pass()
  },
})
