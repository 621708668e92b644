import { SiteRuleTester, testSite } from "@svc/rule-tester"
import canonicalTarget from "../src/rules/canonical-target"

new SiteRuleTester().run(canonicalTarget, {
  valid: [
    {
      name: "canonicals to themselves and to a working self-canonical page",
      site: testSite([
        { url: "/", canonical: "/", links: ["/print"] },
        { url: "/print", canonical: "/" },
      ]),
    },
    {
      name: "a canonical on another site (not crawled) is not judged",
      site: testSite([{ url: "/", canonical: "https://other.example/page" }]),
    },
  ],
  invalid: [
    {
      name: "canonicals to a redirect, an error, a noindex page and a canonicalised page",
      site: testSite([
        { url: "/", links: ["/a", "/b", "/c", "/d"] },
        { url: "/a", canonical: "/moved" },
        { url: "/b", canonical: "/gone" },
        { url: "/c", canonical: "/hidden" },
        { url: "/d", canonical: "/e" },
        { url: "/moved", redirectsTo: ["/new"] },
        { url: "/new" },
        { url: "/gone", status: 404 },
        { url: "/hidden", noindex: true },
        { url: "/e", canonical: "/f" },
        { url: "/f" },
      ]),
      reports: [
        { messageId: "redirects", url: "/a", related: ["/moved", "/new"] },
        { messageId: "error", url: "/b", related: ["/gone"], data: { status: "404" } },
        { messageId: "noindex", url: "/c", related: ["/hidden"] },
        { messageId: "chained", url: "/d", related: ["/e", "/f"] },
      ],
    },
  ],
})
