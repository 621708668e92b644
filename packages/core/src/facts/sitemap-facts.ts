import { XMLParser, XMLValidator } from "fast-xml-parser"
import type { Extractor } from "./extraction"
import type { SitemapFacts } from "./page-facts"
import { siteFileFact } from "./site-file-fact"
import { utf8Length } from "./text"

/** The sitemaps protocol's own limit of URLs per file. */
const MAX_URLS = 50_000

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  trimValues: true,
})

const asList = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value]
const textOf = (value: unknown): string | null =>
  typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : null

type PresentSitemap = Extract<SitemapFacts, { state: "present" }>

const parseSitemap = (url: string, body: string): PresentSitemap => {
  const bodyBytes = utf8Length(body)
  const invalid = (error: string): PresentSitemap => ({
    state: "present",
    url,
    kind: "invalid",
    error,
    urls: [],
    sitemaps: [],
    entryCount: 0,
    bodyBytes,
  })
  const validation = XMLValidator.validate(body)
  if (validation !== true) return invalid(`${validation.err.msg} (line ${validation.err.line})`)
  const document = parser.parse(body) as Record<string, unknown>
  const urlset = document.urlset
  if (urlset !== undefined) {
    const entries = asList((urlset as Record<string, unknown> | null)?.url)
    const urls = entries.slice(0, MAX_URLS).flatMap((entry) => {
      const record = entry as Record<string, unknown> | null
      const loc = textOf(record?.loc)
      return loc ? [{ loc, lastmod: textOf(record?.lastmod) }] : []
    })
    return {
      state: "present",
      url,
      kind: "urlset",
      error: null,
      urls,
      sitemaps: [],
      entryCount: entries.length,
      bodyBytes,
    }
  }
  const index = document.sitemapindex
  if (index !== undefined) {
    const entries = asList((index as Record<string, unknown> | null)?.sitemap)
    const sitemaps = entries.slice(0, MAX_URLS).flatMap((entry) => {
      const loc = textOf((entry as Record<string, unknown> | null)?.loc)
      return loc ? [loc] : []
    })
    return {
      state: "present",
      url,
      kind: "sitemapindex",
      error: null,
      urls: [],
      sitemaps,
      entryCount: entries.length,
      bodyBytes,
    }
  }
  const root = Object.keys(document).find((key) => !key.startsWith("?"))
  return invalid(
    root ? `the root element is <${root}>, not <urlset> or <sitemapindex>` : "the file has no root element",
  )
}

export const extractSitemap: Extractor<"sitemap"> = ({ snapshot }) =>
  siteFileFact(snapshot.siteFiles.sitemap, "the sitemap", (file) => parseSitemap(file.url, file.body))
