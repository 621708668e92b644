import { defineSiteRule } from "@svc/core"

export default defineSiteRule({
  id: "orphan-page",
  category: "on-page",
  level: "medium",
  label: "Every page in the sitemap is linked from another page of the site",
  fix: "Link each orphan page from the pages it belongs with (its section, a hub, the navigation), or take it out of the sitemap if it should go.",
  messages: {
    orphan: "{url} is in the sitemap, but no crawled page links to it",
  },
  check: (site, { report }) => {
    if (site.sitemapUrls.length === 0) return
    for (const url of site.sitemapUrls) {
      if (url === site.startUrl) continue
      const page = site.document(url)
      // Only a page that answers as a page can be an orphan; what else the sitemap lists is sitemap-non-indexable's.
      if (page === undefined || !page.indexable) continue
      if (site.linksReaching(url).length === 0) report("orphan", { url, data: { url } })
    }
  },
})
