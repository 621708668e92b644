import { SiteRuleTester, testSite } from "@svc/rule-tester"
import nofollowOnly from "../src/rules/nofollow-only"

new SiteRuleTester().run(nofollowOnly, {
  valid: [
    {
      name: "a page linked both ways is reached",
      site: testSite([
        { url: "/", links: ["/a", { url: "/b", nofollow: true }] },
        { url: "/a", links: ["/b"] },
        { url: "/b" },
      ]),
    },
    {
      name: "the start page needs no link",
      site: testSite([
        { url: "/", links: ["/a"] },
        { url: "/a", links: [{ url: "/", nofollow: true }] },
      ]),
    },
  ],
  invalid: [
    {
      name: "a page reached only through nofollow links (rel and the page's robots directive)",
      site: testSite([
        { url: "/", links: ["/a", { url: "/b", nofollow: true }] },
        { url: "/a", nofollow: true, links: ["/b"] },
        { url: "/b" },
      ]),
      reports: [{ messageId: "nofollowOnly", url: "/b", related: ["/", "/a"], data: { count: 2 } }],
    },
  ],
})
