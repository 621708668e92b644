import { siteOfHost } from "../predicates/same-site"
import { fold } from "../query/normalize"
import type { Citation } from "./ai-readiness-facts"
import { authorityOf } from "./authority"
import type { Extractor } from "./extraction"
import { isUnavailable } from "./unavailable"

/** Social networks and share endpoints: links there are profiles or share buttons, not sources. */
const NOT_A_SOURCE =
  /(?:^|\.)(?:facebook\.com|fb\.com|instagram\.com|twitter\.com|x\.com|t\.co|linkedin\.com|pinterest\.[a-z.]+|tiktok\.com|t\.me|wa\.me|whatsapp\.com|threads\.net|bsky\.app|vk\.com|addtoany\.com|sharethis\.com)$/
const FOOTNOTE = /^#(?:cite[_-]?(?:note|ref)|fn|footnote|endnote|note|ref|references?)[\w:.-]*$/i
const REFERENCE_HEADING =
  /^(?:\d+[.)]?\s*)?(?:references?|sources?|bibliography|works\s+cited|further\s+reading|citations|footnotes|notes\s+and\s+references|external\s+links|literature|zdroje|pouzite\s+zdroje|literatura|pouzita\s+literatura|referencie|odkazy|referencias|fuentes|bibliografia|notas|enlaces\s+externos)\s*:?$/

/** Sources the main content cites: links to other sites, footnote references and a references heading. */
export const extractCitations: Extractor<"citations"> = ({ get }) => {
  const links = get("links")
  const headings = get("headings")
  if (isUnavailable(links)) return links
  if (isUnavailable(headings)) return headings
  const domains = new Map<string, string>()
  const cited: Citation[] = []
  let footnoteReferences = 0
  for (const link of links) {
    if (!link.inMain || link.hidden || link.url === null) continue
    if (link.samePage) {
      if (FOOTNOTE.test((link.href ?? "").trim().replace(/^[^#]*/, ""))) footnoteReferences++
      continue
    }
    if (link.internal || link.rel.includes("sponsored")) continue
    let host: string
    try {
      const url = new URL(link.url)
      if (url.protocol !== "http:" && url.protocol !== "https:") continue
      host = url.hostname.toLowerCase()
    } catch {
      continue
    }
    if (NOT_A_SOURCE.test(host)) continue
    let domain = domains.get(host)
    if (domain === undefined) {
      domain = siteOfHost(host)
      domains.set(host, domain)
    }
    cited.push({
      url: link.url,
      host,
      domain,
      text: link.text,
      rel: link.rel,
      authority: authorityOf(host),
      location: link.location,
    })
  }
  const referenceHeadings = headings
    .filter((heading) => !heading.hidden && REFERENCE_HEADING.test(fold(heading.text).trim()))
    .map((heading) => ({ text: heading.text, location: heading.location }))
  return { links: cited, footnoteReferences, referenceHeadings }
}
