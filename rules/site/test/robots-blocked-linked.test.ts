import { SiteRuleTester, testSite } from "@svc/rule-tester"
import robotsBlockedLinked from "../src/rules/robots-blocked-linked"

new SiteRuleTester().run(robotsBlockedLinked, {
  valid: [
    { name: "nothing linked is blocked", site: testSite([{ url: "/", links: ["/a"] }, { url: "/a" }]) },
    {
      name: "a blocked address nobody links",
      site: testSite([{ url: "/" }], { robotsBlocked: [{ url: "/admin", linkedFrom: [] }] }),
    },
  ],
  invalid: [
    {
      name: "two pages link a disallowed address",
      site: testSite(
        [
          { url: "/", links: ["/a", { url: "/private", line: 40 }] },
          { url: "/a", links: [{ url: "/private", line: 7 }] },
        ],
        { robotsBlocked: [{ url: "/private", linkedFrom: ["/", "/a"] }] },
      ),
      reports: [
        { messageId: "blocked", url: "/", line: 40, related: ["/private"] },
        { messageId: "blocked", url: "/a", line: 7, related: ["/private"] },
      ],
    },
  ],
})
