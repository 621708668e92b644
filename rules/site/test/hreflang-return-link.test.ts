import { SiteRuleTester, testSite } from "@svc/rule-tester"
import hreflangReturnLink from "../src/rules/hreflang-return-link"

const set = { en: "/en", sk: "/sk", "x-default": "/en" }

new SiteRuleTester().run(hreflangReturnLink, {
  valid: [
    {
      name: "both pages name each other",
      site: testSite([
        { url: "/en", alternates: set, links: ["/sk"] },
        { url: "/sk", alternates: set },
      ]),
    },
    {
      name: "an alternate on another domain is not judged",
      site: testSite([{ url: "/en", alternates: { en: "/en", de: "https://example.de/" } }]),
    },
    { name: "no hreflang anywhere", site: testSite([{ url: "/", links: ["/a"] }, { url: "/a" }]) },
  ],
  invalid: [
    {
      name: "an alternate that does not answer back, one that redirects and one that fails",
      site: testSite([
        { url: "/en", alternates: { en: "/en", sk: "/sk", de: "/de", fr: "/fr" }, links: ["/sk"] },
        { url: "/sk", alternates: { sk: "/sk" } },
        { url: "/de", redirectsTo: ["/de/"] },
        { url: "/de/" },
        { url: "/fr", status: 404 },
      ]),
      reports: [
        { messageId: "noReturn", url: "/en", related: ["/sk"], data: { hreflang: "sk" } },
        { messageId: "redirects", url: "/en", related: ["/de", "/de/"], data: { hreflang: "de" } },
        { messageId: "notAPage", url: "/en", related: ["/fr"], data: { hreflang: "fr", status: "404" } },
      ],
    },
  ],
})
