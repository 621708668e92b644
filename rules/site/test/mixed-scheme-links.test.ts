import { SiteRuleTester, testSite } from "@svc/rule-tester"
import mixedSchemeLinks from "../src/rules/mixed-scheme-links"

new SiteRuleTester().run(mixedSchemeLinks, {
  valid: [
    { name: "https links on https pages", site: testSite([{ url: "/", links: ["/a"] }, { url: "/a" }]) },
  ],
  invalid: [
    {
      name: "an http:// link to the site on an https page",
      site: testSite([{ url: "/", links: ["/a", { url: "http://example.com/a", line: 30 }] }, { url: "/a" }]),
      reports: [
        {
          messageId: "mixed",
          url: "/",
          line: 30,
          related: ["http://example.com/a"],
          data: { scheme: "http", pageScheme: "https" },
        },
      ],
    },
  ],
})
