import { defineRule } from "@svc/core"
import { excerpt } from "../lib/applicability"
import { looksLikeHtml } from "../lib/llms-file"

/** An llms.txt is a concise map; the expansions belong in llms-full.txt. */
const MAX_LINES = 500

export default defineRule({
  id: "llms-txt-structure",
  category: "geo",
  level: "low",
  requires: ["llms"],
  symptomOf: ["llms-txt"],
  label: "llms.txt follows the llmstxt.org format",
  fix: "Order llms.txt as llmstxt.org specifies: the `# Name` line first and only once, then a `> summary`, optional notes, and `## Section` lists whose items are `- [name](https://absolute/url): notes`.",
  messages: {
    beforeTitle: 'llms.txt line {line} "{text}" comes before the H1 title (line {titleLine}).',
    secondTitle: 'llms.txt line {line} is a second H1 "{text}".',
    noSummary: "llms.txt has no > summary line after its title.",
    emptySection: 'llms.txt section "{title}" (line {line}) lists no links.',
    notALink: 'llms.txt line {line} "{text}" is not a [name](url) link.',
    relativeLink: 'llms.txt line {line} links to the relative address "{url}".',
    tooLong: "llms.txt runs {lines} lines: move the detail to llms-full.txt.",
  },
  check: ({ llms }, { notApplicable, pass, report, review }) => {
    if (llms.state !== "present" || looksLikeHtml(llms.body) || llms.titleLine === null)
      return notApplicable("There is no llms.txt with a title to check.")
    const url = llms.url
    const h1s = llms.headings.filter((heading) => heading.level === 1)
    const early = llms.firstLine !== null && llms.firstLine.line < llms.titleLine ? llms.firstLine : null
    if (early !== null)
      report("beforeTitle", {
        url,
        subject: early.text,
        data: { line: early.line, text: excerpt(early.text, 40), titleLine: llms.titleLine },
      })
    for (const heading of h1s.slice(1))
      report("secondTitle", {
        url,
        subject: heading.text,
        data: { line: heading.line, text: excerpt(heading.text, 40) },
      })
    if (early !== null || h1s.length > 1) return
    const links = llms.sections.flatMap((section) => section.links)
    const relative = links.filter((link) => !/^https?:\/\//i.test(link.url))
    const others = llms.sections.flatMap((section) => section.otherItems)
    const empty = llms.sections.filter((section) => section.links.length === 0)
    const long = llms.lineCount > MAX_LINES
    if (llms.summary !== null && empty.length === 0 && others.length === 0 && relative.length === 0 && !long)
      return pass()
    if (llms.summary === null) report("noSummary", { url })
    for (const section of empty)
      report("emptySection", {
        url,
        subject: section.title,
        data: { title: section.title, line: section.line },
      })
    for (const item of others)
      report("notALink", { url, subject: item.text, data: { line: item.line, text: excerpt(item.text, 40) } })
    for (const link of relative)
      report("relativeLink", { url, subject: link.url, data: { line: link.line, url: link.url } })
    if (long) report("tooLong", { url, data: { lines: llms.lineCount } })
    return review()
  },
})
