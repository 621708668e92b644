import { SiteRuleTester, testSite } from "@svc/rule-tester"
import orphanPage from "../src/rules/orphan-page"

new SiteRuleTester().run(orphanPage, {
  valid: [
    { name: "every sitemap page is linked", site: testSite([{ url: "/", links: ["/a"] }, { url: "/a" }]) },
    {
      name: "a page linked only through an address that redirects to it is not an orphan",
      site: testSite(
        [{ url: "/", links: ["/old"] }, { url: "/old", redirectsTo: ["/new"] }, { url: "/new" }],
        {
          sitemap: ["/", "/new"],
        },
      ),
    },
    {
      name: "a sitemap entry that is an error page is sitemap-non-indexable's finding",
      site: testSite([{ url: "/" }, { url: "/gone", status: 404 }], { sitemap: ["/", "/gone"] }),
    },
  ],
  invalid: [
    {
      name: "a sitemap page nobody links (the start page never counts)",
      site: testSite([{ url: "/", links: ["/a"] }, { url: "/a" }, { url: "/lonely" }]),
      reports: [{ messageId: "orphan", url: "/lonely" }],
    },
  ],
})
