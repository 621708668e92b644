import { SiteRuleTester, testSite } from "@svc/rule-tester"
import redirectChain from "../src/rules/redirect-chain"

new SiteRuleTester().run(redirectChain, {
  valid: [
    {
      name: "one hop is normal",
      site: testSite([
        { url: "/", links: ["/old"] },
        { url: "/old", redirectsTo: ["/new"] },
        { url: "/new" },
      ]),
    },
    {
      name: "a chain that ends in an error is broken-internal-link's finding",
      site: testSite([
        { url: "/", links: ["/old"] },
        { url: "/old", status: 404, redirectsTo: ["/older", "/gone"] },
      ]),
    },
    {
      name: "a loop is redirect-loop's finding",
      site: testSite([
        { url: "/", links: ["/a"] },
        { url: "/a", status: null, redirectsTo: ["/b", "/a", "/b"] },
      ]),
    },
  ],
  invalid: [
    {
      name: "two hops to the final page",
      site: testSite([
        { url: "/", links: ["/old"] },
        { url: "/old", redirectsTo: ["/older", "/new"] },
        { url: "/new" },
      ]),
      reports: [
        {
          messageId: "chain",
          url: "/old",
          related: ["/older", "/new"],
          data: {
            hops: 2,
            chain: "https://example.com/old → https://example.com/older → https://example.com/new",
          },
        },
      ],
    },
  ],
})
