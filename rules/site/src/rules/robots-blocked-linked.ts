import { defineSiteRule } from "@svc/core"

export default defineSiteRule({
  id: "robots-blocked-linked",
  category: "technical",
  level: "low",
  label: "Internal links lead to pages search engines may crawl",
  fix: "Allow the linked pages in robots.txt if they should be found, or stop linking them where they are not for search engines (and keep them out of the sitemap).",
  messages: {
    blocked: "Links to {target}, which robots.txt disallows",
  },
  check: (site, { report }) => {
    for (const blocked of site.robotsBlocked)
      for (const from of blocked.linkedFrom)
        report("blocked", {
          url: from.page,
          line: from.line,
          related: [blocked.url],
          data: { target: blocked.url },
        })
  },
})
