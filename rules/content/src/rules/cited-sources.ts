import { defineRule, fold } from "@svc/core"

const SOURCES_HEADING =
  /^(sources?|references?|bibliography|further reading|citations?|notes|footnotes|zdroje|zdroj|pouzita literatura|literatura|referencie|poznamky|fuentes|fuente|referencias|bibliografia|notas)\b/
const FOOTNOTE = /^\[?\d{1,3}\]?$/
const MIN_EXTERNAL_LINKS = 2
/** An article this long states facts that readers should be able to check. */
export const EXPECTED_FROM_WORDS = 600

export default defineRule({
  id: "cited-sources",
  part: "content",
  category: "content",
  level: "low",
  requires: ["headings", "links", "content", "pageType"],
  label: "The main content cites its sources",
  fix: 'Link the studies, data and documents your statements rest on from the text, or list them under a "Sources" heading.',
  check: ({ headings, links, content, pageType }, { fail, notApplicable, pass }) => {
    const heading = headings.find((entry) => !entry.hidden && SOURCES_HEADING.test(fold(entry.text)))
    if (heading) return pass()
    const inText = links.filter((link) => link.inMain && !link.hidden && link.url !== null)
    const footnotes = inText.filter((link) => link.samePage && FOOTNOTE.test(link.text))
    const external = new Set(
      inText.filter((link) => !link.internal && /^https?:/.test(link.url ?? "")).map((link) => link.url),
    )
    if (footnotes.length > 0 || external.size >= MIN_EXTERNAL_LINKS) return pass()
    const found = `no sources heading, no footnotes and ${external.size} outbound link${external.size === 1 ? "" : "s"} in the main content`
    const words = content.wordCount.main
    if (pageType.type === "article" && words >= EXPECTED_FROM_WORDS)
      return fail(`An article of ${words} words with ${found}.`)
    return notApplicable(`A strength not shown: ${found}.`)
  },
})
