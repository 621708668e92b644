import { SiteRuleTester, testSite } from "@svc/rule-tester"
import notInSitemap from "../src/rules/not-in-sitemap"

new SiteRuleTester().run(notInSitemap, {
  valid: [
    {
      name: "the sitemap lists every indexable page",
      site: testSite([{ url: "/", links: ["/a"] }, { url: "/a" }]),
    },
    {
      name: "pages that are not indexable need not be listed",
      site: testSite(
        [
          { url: "/", links: ["/a", "/b"] },
          { url: "/a", noindex: true },
          { url: "/b", status: 404 },
        ],
        {
          sitemap: ["/"],
        },
      ),
    },
    {
      name: "a site without a sitemap is not judged",
      site: testSite([{ url: "/", links: ["/a"] }, { url: "/a" }], { sitemap: [] }),
    },
  ],
  invalid: [
    {
      name: "an indexable page missing from the sitemap",
      site: testSite([{ url: "/", links: ["/a"] }, { url: "/a" }], { sitemap: ["/"] }),
      reports: [{ messageId: "missing", url: "/a" }],
    },
  ],
})
