import { SiteRuleTester, testSite } from "@svc/rule-tester"
import duplicateDescription from "../src/rules/duplicate-description"

new SiteRuleTester().run(duplicateDescription, {
  valid: [
    {
      name: "every page has its own description",
      site: testSite([{ url: "/", links: ["/a"] }, { url: "/a" }]),
    },
    {
      name: "pages without a description share nothing",
      site: testSite([
        { url: "/", description: null, links: ["/a"] },
        { url: "/a", description: null },
      ]),
    },
  ],
  invalid: [
    {
      name: "two pages share a template description",
      site: testSite([
        { url: "/", description: "The best shop in town.", links: ["/a"] },
        { url: "/a", description: "The best shop in town." },
      ]),
      reports: [
        {
          messageId: "shared",
          url: "/",
          related: ["/a"],
          data: { count: 2, description: "The best shop in town." },
        },
      ],
    },
  ],
})
