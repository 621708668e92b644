import { XMLParser, XMLValidator } from "fast-xml-parser"
import type { Sitemaps } from "../snapshot"
import type { Extractor } from "./extraction"
import type { SitemapFacts, SitemapFileFacts } from "./page-facts"
import { utf8Length } from "./text"
import { Unavailable } from "./unavailable"

/** The sitemaps protocol's own limit of URLs per file. */
const MAX_URLS = 50_000
/** How many unread sitemap addresses the facts keep as examples. */
const UNREAD_EXAMPLES = 5

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

type PresentSitemap = Extract<SitemapFileFacts, { state: "present" }>

/** Parses one sitemap file: a `<urlset>`, a `<sitemapindex>`, or invalid with the reason. */
export const parseSitemap = (url: string, index: string | null, body: string): PresentSitemap => {
  const bodyBytes = utf8Length(body)
  const common = { state: "present", url, index, bodyBytes } as const
  const invalid = (error: string): PresentSitemap => ({
    ...common,
    kind: "invalid",
    error,
    urls: [],
    sitemaps: [],
    entryCount: 0,
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
    return { ...common, kind: "urlset", error: null, urls, sitemaps: [], entryCount: entries.length }
  }
  const sitemapIndex = document.sitemapindex
  if (sitemapIndex !== undefined) {
    const entries = asList((sitemapIndex as Record<string, unknown> | null)?.sitemap)
    const sitemaps = entries.slice(0, MAX_URLS).flatMap((entry) => {
      const loc = textOf((entry as Record<string, unknown> | null)?.loc)
      return loc ? [loc] : []
    })
    return { ...common, kind: "sitemapindex", error: null, urls: [], sitemaps, entryCount: entries.length }
  }
  const root = Object.keys(document).find((key) => !key.startsWith("?"))
  return invalid(
    root ? `the root element is <${root}>, not <urlset> or <sitemapindex>` : "the file has no root element",
  )
}

/** A BOM, white space, the XML declaration, processing instructions, comments and a doctype: what may precede the root. */
const PROLOG = /^(?:\uFEFF|\s+|<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)*/i
const INDEX_ROOT = /^<(?:[\w.-]+:)?sitemapindex[\s/>]/

/**
 * The `<loc>` of every sitemap a sitemap index lists, as written; null when the body is not a valid
 * sitemap index. Looks at the root element first, so a large `<urlset>` is not parsed twice.
 */
export const sitemapIndexEntries = (body: string): ReadonlyArray<string> | null => {
  const prolog = PROLOG.exec(body)?.[0].length ?? 0
  if (!INDEX_ROOT.test(body.slice(prolog, prolog + 256))) return null
  const parsed = parseSitemap("", null, body)
  return parsed.kind === "sitemapindex" ? parsed.sitemaps : null
}

type FetchedSitemaps = Extract<Sitemaps, { state: "fetched" }>

const factsOf = (sitemaps: FetchedSitemaps): SitemapFacts => {
  const files = sitemaps.files.map((file): SitemapFileFacts => {
    if (file.state === "present") return parseSitemap(file.url, file.index, file.body)
    if (file.state === "absent")
      return { state: "absent", url: file.url, index: file.index, status: file.status }
    return {
      state: "failed",
      url: file.url,
      index: file.index,
      reason: file.reason,
      status: file.status ?? null,
    }
  })
  // An index that an index lists: its children are known, never fetched.
  const nestedIndexes = files.filter(
    (file): file is PresentSitemap =>
      file.state === "present" && file.kind === "sitemapindex" && file.index !== null,
  )
  const nestedExamples = nestedIndexes.flatMap((file) => file.sitemaps.slice(0, UNREAD_EXAMPLES))
  return {
    named: sitemaps.named,
    files,
    unread: {
      overLimit: sitemaps.skipped.count,
      limit: sitemaps.skipped.limit,
      nested: nestedIndexes.reduce((sum, file) => sum + file.entryCount, 0),
      examples: [...sitemaps.skipped.examples, ...nestedExamples].slice(0, UNREAD_EXAMPLES),
    },
  }
}

/**
 * Pages of one site audited together share its sitemaps (one object, fetched once): they are parsed
 * once, not once per page. No rule changes a fact (the rule tester proves it), so sharing them is safe.
 */
const parsed = new WeakMap<FetchedSitemaps, SitemapFacts>()

export const extractSitemap: Extractor<"sitemap"> = ({ snapshot }) => {
  const sitemaps = snapshot.siteFiles.sitemap
  if (sitemaps.state === "notFetched") return new Unavailable("the sitemaps were not fetched")
  const known = parsed.get(sitemaps)
  if (known !== undefined) return known
  const facts = factsOf(sitemaps)
  parsed.set(sitemaps, facts)
  return facts
}
