import type { Extractor } from "./extraction"
import type { LlmsFacts } from "./page-facts"
import { siteFileFact } from "./site-file-fact"

type Present = Extract<LlmsFacts, { state: "present" }>
type Section = {
  title: string
  line: number
  links: Array<{ name: string; url: string; notes: string | null; line: number }>
  otherItems: Array<{ text: string; line: number }>
}
const LINK_ITEM = /^[-*+]\s+\[([^\]]*)\]\(([^)\s]*)\)\s*(?::\s*(.*))?$/
const LIST_ITEM = /^(?:[-*+]|\d+[.)])\s+/
const HEADING = /^(#{1,6})\s+(\S.*?)\s*#*\s*$/
const FENCE = /^(?:```|~~~)/

/**
 * Reads llms.txt as llmstxt.org defines it: `# Title`, `> summary`, then `## Section` lists of
 * `[name](url): notes` links — and, for checking it against the format, every heading and list item
 * with its line number (fenced code is skipped).
 */
export const parseLlms = (url: string, body: string): Present => {
  let title: string | null = null
  let titleLine: number | null = null
  let summary: string | null = null
  let firstLine: Present["firstLine"] = null
  let inFence = false
  const headings: Array<{ level: number; text: string; line: number }> = []
  const sections: Section[] = []
  const lines = body.split(/\r\n|\r|\n/)
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim()
    const number = index + 1
    if (line === "") continue
    if (firstLine === null) firstLine = { text: line, line: number }
    if (FENCE.test(line)) {
      inFence = !inFence
      continue
    }
    if (inFence) continue
    const heading = line.match(HEADING)
    if (heading) {
      const level = heading[1]?.length ?? 1
      const text = heading[2] ?? ""
      headings.push({ level, text, line: number })
      if (level === 1 && title === null && sections.length === 0) {
        title = text
        titleLine = number
      } else if (level === 2) sections.push({ title: text, line: number, links: [], otherItems: [] })
      continue
    }
    if (summary === null && sections.length === 0 && line.startsWith(">")) {
      summary = line.replace(/^>\s*/, "").trim()
      continue
    }
    const section = sections[sections.length - 1]
    if (section === undefined || !LIST_ITEM.test(line)) continue
    const link = line.match(LINK_ITEM)
    if (link)
      section.links.push({
        name: link[1] ?? "",
        url: link[2] ?? "",
        notes: link[3]?.trim() || null,
        line: number,
      })
    else section.otherItems.push({ text: line, line: number })
  }
  return {
    state: "present",
    url,
    body,
    title,
    titleLine,
    summary,
    sections,
    headings,
    firstLine,
    lineCount: lines.length,
  }
}

export const extractLlms: Extractor<"llms"> = ({ snapshot }) =>
  siteFileFact(snapshot.siteFiles.llms, "llms.txt", (file) => parseLlms(file.url, file.body))
