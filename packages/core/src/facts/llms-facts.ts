import type { Extractor } from "./extraction"
import type { LlmsFacts } from "./page-facts"
import { siteFileFact } from "./site-file-fact"

type Section = { title: string; links: Array<{ name: string; url: string; notes: string | null }> }
const LINK_ITEM = /^[-*+]\s+\[([^\]]*)\]\(([^)\s]*)\)\s*(?::\s*(.*))?$/

/** Reads llms.txt as llmstxt.org defines it: `# Title`, `> summary`, then `## Section` lists of links. */
const parseLlms = (url: string, body: string): Extract<LlmsFacts, { state: "present" }> => {
  let title: string | null = null
  let summary: string | null = null
  const sections: Section[] = []
  for (const raw of body.split(/\r\n|\r|\n/)) {
    const line = raw.trim()
    if (title === null && sections.length === 0 && /^#\s+\S/.test(line))
      title = line.replace(/^#\s+/, "").trim()
    else if (summary === null && sections.length === 0 && line.startsWith(">"))
      summary = line.replace(/^>\s*/, "").trim()
    else if (/^##\s+\S/.test(line)) sections.push({ title: line.replace(/^##\s+/, "").trim(), links: [] })
    else {
      const link = line.match(LINK_ITEM)
      const section = sections[sections.length - 1]
      if (link && section)
        section.links.push({ name: link[1] ?? "", url: link[2] ?? "", notes: link[3]?.trim() || null })
    }
  }
  return { state: "present", url, body, title, summary, sections }
}

export const extractLlms: Extractor<"llms"> = ({ snapshot }) =>
  siteFileFact(snapshot.siteFiles.llms, "llms.txt", (file) => parseLlms(file.url, file.body))
