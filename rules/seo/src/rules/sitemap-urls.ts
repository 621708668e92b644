import { defineRule } from "@svc/core"
import { examples } from "../lib/evidence"

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
  label: "The sitemap lists absolute addresses on its own site",
  fix: "Write every <loc> as a full absolute URL (https://www.example.com/page) with the same scheme and host as the sitemap; put other hosts' pages in their own sitemaps, or name this one in their robots.txt.",
  check: ({ sitemap }, { fail, notApplicable, pass, review }) => {
    if (sitemap.state !== "present" || sitemap.kind === "invalid")
      return notApplicable("The site has no readable sitemap.")
    const locs = sitemap.kind === "urlset" ? sitemap.urls.map((entry) => entry.loc) : sitemap.sitemaps
    if (locs.length === 0) return notApplicable("The sitemap lists no addresses.")
    const own = parse(sitemap.url)
    const relative: string[] = []
    const elsewhere: string[] = []
    for (const loc of locs) {
      const url = /^https?:\/\/[^/]/i.test(loc) ? parse(loc) : null
      if (url === null) relative.push(`<loc>${loc.slice(0, 80)}</loc>`)
      else if (own !== null && (url.host !== own.host || url.protocol !== own.protocol)) elsewhere.push(loc)
    }
    if (relative.length > 0)
      return fail(
        `${relative.length} of ${locs.length} addresses in ${sitemap.url} are not absolute http(s) URLs: ${examples(relative)}.`,
      )
    if (elsewhere.length > 0)
      return review(
        `${elsewhere.length} of ${locs.length} addresses in ${sitemap.url} are on another scheme or host: ${examples(elsewhere)}. Search engines accept them only when that host's robots.txt names this sitemap.`,
      )
    return pass()
  },
})
