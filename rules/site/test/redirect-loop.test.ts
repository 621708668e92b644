import { SiteRuleTester, testSite } from "@svc/rule-tester"
import redirectLoop from "../src/rules/redirect-loop"

new SiteRuleTester().run(redirectLoop, {
  valid: [
    {
      name: "a chain that ends",
      site: testSite([{ url: "/", links: ["/a"] }, { url: "/a", redirectsTo: ["/b", "/c"] }, { url: "/c" }]),
    },
  ],
  invalid: [
    {
      name: "a loop the fetcher gave up on, asked for at both its addresses: one finding",
      site: testSite([
        { url: "/", links: ["/a", "/b"] },
        { url: "/a", status: null, failure: "unreachable", redirectsTo: ["/b", "/a", "/b"] },
        { url: "/b", status: null, failure: "unreachable", redirectsTo: ["/a", "/b", "/a"] },
      ]),
      reports: [
        {
          messageId: "loop",
          url: "/a",
          related: ["/b"],
          data: { loop: "https://example.com/a → https://example.com/b → https://example.com/a" },
        },
      ],
    },
  ],
})
