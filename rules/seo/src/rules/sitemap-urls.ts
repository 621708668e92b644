import { defineRule } from "@svc/core"
import { oncePerSitemap, type ReadSitemap, readableSitemaps } from "../lib/sitemaps"

const parse = (url: string, base?: string): URL | null => {
  try {
    return new URL(url, base)
  } catch {
    return null
  }
}

/** A `<loc>` of a sitemap file, shown as the rule names it. */
interface Listed {
  readonly loc: string
  readonly file: string
}

/**
 * What the rule finds in a site's sitemaps, once per site (see `oncePerSitemap`): the `<loc>`s that
 * are not absolute (their first 80 characters), else those on another scheme or host.
 */
const problemsOf = oncePerSitemap(
  (
    sitemap,
  ):
    | { readonly kind: "notApplicable"; readonly reason: string }
    | {
        readonly kind: "read"
        readonly relative: ReadonlyArray<Listed>
        readonly elsewhere: ReadonlyArray<Listed>
      } => {
    const readable = readableSitemaps(sitemap)
    if (readable.length === 0) return { kind: "notApplicable", reason: "The site has no readable sitemap." }
    const locsOf = (file: ReadSitemap): ReadonlyArray<string> =>
      file.kind === "urlset" ? file.urls.map((entry) => entry.loc) : file.sitemaps
    const isAbsolute = (loc: string): boolean => /^https?:\/\/[^/]/i.test(loc) && parse(loc) !== null
    if (readable.every((file) => locsOf(file).length === 0))
      return { kind: "notApplicable", reason: "The sitemaps list no addresses." }
    const relative = readable.flatMap((file) =>
      locsOf(file).flatMap((loc) => (isAbsolute(loc) ? [] : [{ loc: loc.slice(0, 80), file: file.url }])),
    )
    if (relative.length > 0) return { kind: "read", relative, elsewhere: [] }
    const elsewhere = readable.flatMap((file) => {
      const own = parse(file.url)
      if (own === null) return []
      return locsOf(file).flatMap((loc) => {
        const url = parse(loc)
        return url === null || (url.host === own.host && url.protocol === own.protocol)
          ? []
          : [{ loc, file: file.url }]
      })
    })
    return { kind: "read", relative, elsewhere }
  },
)

export default defineRule({
  id: "sitemap-urls",
  category: "technical",
  level: "medium",
  requires: ["sitemap"],
  symptomOf: ["sitemap-xml"],
  label: "The sitemaps list absolute addresses on their own site",
  fix: "Write every <loc> as a full absolute URL (https://www.example.com/page) with the same scheme and host as the sitemap; put other hosts' pages in their own sitemaps, or name this one in their robots.txt.",
  messages: {
    notAbsolute: "<loc>{loc}</loc> in {sitemap} is not an absolute http(s) URL.",
    otherHost:
      "{loc} in {sitemap} is on another scheme or host; search engines accept it only when that host's robots.txt names this sitemap.",
  },
  check: ({ sitemap }, { notApplicable, report, review }) => {
    const found = problemsOf(sitemap)
    if (found.kind === "notApplicable") return notApplicable(found.reason)
    for (const { loc, file } of found.relative)
      report("notAbsolute", { url: file, subject: loc, data: { loc, sitemap: file } })
    if (found.relative.length > 0) return
    for (const { loc, file } of found.elsewhere)
      report("otherHost", { url: loc, subject: loc, data: { loc, sitemap: file } })
    return found.elsewhere.length > 0 ? review() : undefined
  },
})
