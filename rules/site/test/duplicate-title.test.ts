import { SiteRuleTester, testSite } from "@svc/rule-tester"
import duplicateTitle from "../src/rules/duplicate-title"

new SiteRuleTester().run(duplicateTitle, {
  valid: [
    {
      name: "every page has its own title",
      site: testSite([{ url: "/", links: ["/a", "/b"] }, { url: "/a" }, { url: "/b" }]),
    },
    {
      name: "a noindex page and a page canonicalised elsewhere may share a title",
      site: testSite([
        { url: "/", title: "Shoes", links: ["/a", "/b"] },
        { url: "/a", title: "Shoes", noindex: true },
        { url: "/b", title: "Shoes", canonical: "/" },
      ]),
    },
    {
      name: "an address that redirects to a page is not a second page",
      site: testSite([
        { url: "/", title: "Shoes", links: ["/old"] },
        { url: "/old", redirectsTo: ["/"] },
      ]),
    },
  ],
  invalid: [
    {
      name: "three indexable pages share a title (case and spaces aside)",
      site: testSite([
        { url: "/", links: ["/a", "/b", "/c"] },
        { url: "/a", title: "Red shoes" },
        { url: "/b", title: "red  SHOES" },
        { url: "/c", title: "Red shoes" },
      ]),
      reports: [
        { messageId: "shared", url: "/a", related: ["/b", "/c"], data: { count: 3, title: "Red shoes" } },
      ],
    },
  ],
})
