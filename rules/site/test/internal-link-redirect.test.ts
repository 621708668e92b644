import { SiteRuleTester, testSite } from "@svc/rule-tester"
import internalLinkRedirect from "../src/rules/internal-link-redirect"

new SiteRuleTester().run(internalLinkRedirect, {
  valid: [
    { name: "links to final addresses", site: testSite([{ url: "/", links: ["/a"] }, { url: "/a" }]) },
    {
      name: "a redirect ending in an error is a broken link, not this",
      site: testSite([
        { url: "/", links: ["/old"] },
        { url: "/old", status: 404, redirectsTo: ["/gone"] },
      ]),
    },
  ],
  invalid: [
    {
      name: "a link to an address that redirects",
      site: testSite([
        { url: "/", links: [{ url: "/old", line: 20 }] },
        { url: "/old", redirectsTo: ["/new"] },
        { url: "/new" },
      ]),
      reports: [
        {
          messageId: "redirects",
          url: "/",
          line: 20,
          related: ["/old", "/new"],
          data: { target: "https://example.com/old", final: "https://example.com/new" },
        },
      ],
    },
  ],
})
