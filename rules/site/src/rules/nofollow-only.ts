import { defineSiteRule } from "@svc/core"

export default defineSiteRule({
  id: "nofollow-only",
  category: "on-page",
  level: "medium",
  label: "Every linked indexable page is reached by at least one followed link",
  fix: "Remove rel=nofollow from internal links to pages you want found (nofollow is for links you do not vouch for), or make the page noindex if it should not be found.",
  messages: {
    nofollowOnly: "{url} is linked from {count} pages, only through nofollow links",
  },
  check: (site, { report }) => {
    for (const page of site.indexable) {
      if (page.url === site.startUrl) continue
      const links = site.linksReaching(page.url)
      if (links.length === 0 || links.some((incoming) => !incoming.link.nofollow)) continue
      const from = [...new Set(links.map((incoming) => incoming.from))]
      report("nofollowOnly", { url: page.url, related: from, data: { url: page.url, count: from.length } })
    }
  },
})
