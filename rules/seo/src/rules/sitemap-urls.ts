import { defineRule } from "@svc/core"
import { examples } from "../lib/evidence"
import { fileList, readableSitemaps } from "../lib/sitemaps"

const parse = (url: string, base?: string): URL | null => {
  try {
    return new URL(url, base)
  } catch {
    return null
  }
}

export default defineRule({
  id: "sitemap-urls",
  part: "google",
  category: "technical",
  level: "medium",
  requires: ["sitemap"],
  symptomOf: ["sitemap-xml"],
  label: "The sitemaps list absolute addresses on their own site",
  fix: "Write every <loc> as a full absolute URL (https://www.example.com/page) with the same scheme and host as the sitemap; put other hosts' pages in their own sitemaps, or name this one in their robots.txt.",
  check: ({ sitemap }, { fail, notApplicable, pass, review }) => {
    const readable = readableSitemaps(sitemap)
    if (readable.length === 0) return notApplicable("The site has no readable sitemap.")
    let total = 0
    const relative: string[] = []
    const elsewhere: string[] = []
    const withRelative = new Set<string>()
    const withElsewhere = new Set<string>()
    for (const file of readable) {
      const locs = file.kind === "urlset" ? file.urls.map((entry) => entry.loc) : file.sitemaps
      const own = parse(file.url)
      total += locs.length
      for (const loc of locs) {
        const url = /^https?:\/\/[^/]/i.test(loc) ? parse(loc) : null
        if (url === null) {
          relative.push(`<loc>${loc.slice(0, 80)}</loc>`)
          withRelative.add(file.url)
        } else if (own !== null && (url.host !== own.host || url.protocol !== own.protocol)) {
          elsewhere.push(loc)
          withElsewhere.add(file.url)
        }
      }
    }
    if (total === 0) return notApplicable("The sitemaps list no addresses.")
    if (relative.length > 0)
      return fail(
        `${relative.length} of ${total} addresses in ${fileList([...withRelative])} are not absolute http(s) URLs: ${examples(relative)}.`,
      )
    if (elsewhere.length > 0)
      return review(
        `${elsewhere.length} of ${total} addresses in ${fileList([...withElsewhere])} are on another scheme or host: ${examples(elsewhere)}. Search engines accept them only when that host's robots.txt names this sitemap.`,
      )
    return pass()
  },
})
