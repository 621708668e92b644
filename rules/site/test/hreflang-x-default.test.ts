import { SiteRuleTester, testSite } from "@svc/rule-tester"
import hreflangXDefault from "../src/rules/hreflang-x-default"

new SiteRuleTester().run(hreflangXDefault, {
  valid: [
    {
      name: "the set names an x-default",
      site: testSite([{ url: "/en", alternates: { en: "/en", "x-default": "/en" } }]),
    },
    { name: "no hreflang anywhere", site: testSite([{ url: "/" }]) },
  ],
  invalid: [
    {
      name: "a language set without x-default",
      site: testSite([
        { url: "/en", alternates: { en: "/en", sk: "/sk" }, links: ["/sk"] },
        { url: "/sk", alternates: { en: "/en", sk: "/sk" } },
      ]),
      reports: [
        { messageId: "missing", url: "/en", data: { count: 2 } },
        { messageId: "missing", url: "/sk", data: { count: 2 } },
      ],
    },
  ],
})
