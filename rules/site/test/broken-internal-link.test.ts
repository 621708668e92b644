import { SiteRuleTester, testSite } from "@svc/rule-tester"
import brokenInternalLink from "../src/rules/broken-internal-link"

new SiteRuleTester().run(brokenInternalLink, {
  valid: [
    {
      name: "links to working pages",
      site: testSite([
        { url: "/", links: ["/a"] },
        { url: "/a", links: ["/"] },
      ]),
    },
    {
      name: "a link to a redirect loop is redirect-loop's finding, one to a redirect internal-link-redirect's",
      site: testSite([
        { url: "/", links: ["/loop", "/old"] },
        { url: "/loop", status: null, redirectsTo: ["/loop2", "/loop"] },
        { url: "/old", redirectsTo: ["/"] },
      ]),
    },
    {
      name: "links of an error page are not judged, nor links to pages the crawl did not fetch",
      site: testSite([
        { url: "/", links: ["/unfetched"] },
        { url: "/gone", status: 404, links: ["/also-gone"] },
        { url: "/also-gone", status: 404 },
      ]),
    },
  ],
  invalid: [
    {
      name: "links to a 404, a failed fetch, and a redirect that ends in a 500",
      site: testSite([
        {
          url: "/",
          links: [
            { url: "/missing", line: 12 },
            { url: "/slow", line: 13 },
            { url: "/moved", line: 14 },
          ],
        },
        { url: "/missing", status: 404 },
        { url: "/slow", status: null, failure: "timeout" },
        { url: "/moved", status: 500, redirectsTo: ["/broken"] },
      ]),
      reports: [
        { messageId: "broken", url: "/", line: 12, related: ["/missing"], data: { status: "404" } },
        { messageId: "broken", url: "/", line: 13, related: ["/slow"], data: { status: "timeout" } },
        {
          messageId: "brokenAfterRedirect",
          url: "/",
          line: 14,
          related: ["/moved", "/broken"],
          data: { status: "500" },
        },
      ],
    },
  ],
})
