import { SiteRuleTester, testSite } from "@svc/rule-tester"
import sitemapNonIndexable from "../src/rules/sitemap-non-indexable"

new SiteRuleTester().run(sitemapNonIndexable, {
  valid: [
    {
      name: "the sitemap lists indexable pages",
      site: testSite([{ url: "/", links: ["/a"] }, { url: "/a" }]),
    },
    {
      name: "sitemap entries the crawl did not fetch are not judged",
      site: testSite([{ url: "/" }], { sitemap: ["/", "/beyond-the-bound"] }),
    },
  ],
  invalid: [
    {
      name: "a redirect, an error, a noindex page, a canonicalised page and a blocked page",
      site: testSite(
        [
          { url: "/", links: ["/new"] },
          { url: "/old", redirectsTo: ["/new"] },
          { url: "/new" },
          { url: "/gone", status: 410 },
          { url: "/hidden", noindex: true },
          { url: "/print", canonical: "/" },
        ],
        {
          sitemap: ["/", "/old", "/gone", "/hidden", "/print", "/private"],
          robotsBlocked: [{ url: "/private", linkedFrom: [] }],
        },
      ),
      reports: [
        { messageId: "redirect", url: "/old", related: ["/new"] },
        { messageId: "error", url: "/gone", related: [], data: { status: "410" } },
        { messageId: "noindex", url: "/hidden", related: [] },
        { messageId: "canonicalised", url: "/print", related: ["/"] },
        { messageId: "blocked", url: "/private", related: [] },
      ],
    },
  ],
})
