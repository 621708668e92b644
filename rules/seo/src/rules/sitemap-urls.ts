import { defineRule } from "@svc/core"
import { type ReadSitemap, readableSitemaps } from "../lib/sitemaps"

const parse = (url: string, base?: string): URL | null => {
  try {
    return new URL(url, base)
  } catch {
    return null
  }
}

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
    const readable = readableSitemaps(sitemap)
    if (readable.length === 0) return notApplicable("The site has no readable sitemap.")
    const locsOf = (file: ReadSitemap): ReadonlyArray<string> =>
      file.kind === "urlset" ? file.urls.map((entry) => entry.loc) : file.sitemaps
    const isAbsolute = (loc: string): boolean => /^https?:\/\/[^/]/i.test(loc) && parse(loc) !== null
    if (readable.every((file) => locsOf(file).length === 0))
      return notApplicable("The sitemaps list no addresses.")
    let relative = false
    for (const file of readable)
      for (const loc of locsOf(file)) {
        if (isAbsolute(loc)) continue
        const shown = loc.slice(0, 80)
        report("notAbsolute", { url: file.url, subject: shown, data: { loc: shown, sitemap: file.url } })
        relative = true
      }
    if (relative) return
    let elsewhere = false
    for (const file of readable) {
      const own = parse(file.url)
      if (own === null) continue
      for (const loc of locsOf(file)) {
        const url = parse(loc)
        if (url === null || (url.host === own.host && url.protocol === own.protocol)) continue
        report("otherHost", { url: loc, subject: loc, data: { loc, sitemap: file.url } })
        elsewhere = true
      }
    }
    return elsewhere ? review() : undefined
  },
})
