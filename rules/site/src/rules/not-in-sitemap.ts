import { defineSiteRule } from "@svc/core"

export default defineSiteRule({
  id: "not-in-sitemap",
  category: "technical",
  level: "low",
  label: "The sitemap lists every indexable page",
  fix: "Add every indexable page to the sitemap (generate it from the same source as the pages), or make pages that should not be found noindex.",
  messages: {
    missing: "{url} is indexable but not in the sitemap",
  },
  check: (site, { report, notApplicable }) => {
    // A site without a sitemap is the page rules' finding (sitemap-xml); here the sitemap is compared with the pages.
    if (site.sitemapUrls.length === 0) return notApplicable("the site has no sitemap")
    for (const page of site.indexable)
      if (!site.inSitemap(page.url)) report("missing", { url: page.url, data: { url: page.url } })
  },
})
