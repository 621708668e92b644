import { defineSiteRule } from "@svc/core"
import { endStatus } from "../lib/redirects"

export default defineSiteRule({
  id: "sitemap-non-indexable",
  category: "technical",
  level: "medium",
  label: "The sitemap lists only indexable pages at their final addresses",
  fix: "List in the sitemap only the final address of each indexable page: drop redirects, errors, noindex and canonicalised pages, and pages robots.txt blocks.",
  messages: {
    redirect: "The sitemap lists {url}, which redirects to {final}",
    error: "The sitemap lists {url}, which answers {status}",
    noindex: "The sitemap lists {url}, which is noindex",
    canonicalised: "The sitemap lists {url}, whose canonical is {canonical}",
    blocked: "The sitemap lists {url}, which robots.txt blocks",
  },
  check: (site, { report }) => {
    const blocked = new Set(site.robotsBlocked.map((entry) => entry.url))
    for (const url of site.sitemapUrls) {
      if (blocked.has(url)) {
        report("blocked", { url, data: { url } })
        continue
      }
      // A sitemap address the crawl did not fetch (past its bounds) is not judged.
      const page = site.page(url)
      if (page === undefined) continue
      if (page.status === null || page.status >= 400)
        report("error", { url, data: { url, status: endStatus(page) } })
      else if (page.redirects.length > 0)
        report("redirect", { url, related: [page.finalUrl], data: { url, final: page.finalUrl } })
      else if (page.robots.noindex) report("noindex", { url, data: { url } })
      else if (page.canonical !== null && page.canonical !== page.finalUrl)
        report("canonicalised", { url, related: [page.canonical], data: { url, canonical: page.canonical } })
    }
  },
})
