import { SiteRuleTester, testSite } from "@svc/rule-tester"
import duplicateH1 from "../src/rules/duplicate-h1"

new SiteRuleTester().run(duplicateH1, {
  valid: [
    { name: "every page has its own H1", site: testSite([{ url: "/", links: ["/a"] }, { url: "/a" }]) },
    {
      name: "a page whose canonical is another page may repeat its H1",
      site: testSite([
        { url: "/", h1: "Welcome", links: ["/print"] },
        { url: "/print", h1: "Welcome", canonical: "/" },
      ]),
    },
    {
      name: "an error page repeating an H1 is not a duplicate",
      site: testSite([
        { url: "/", h1: "Welcome", links: ["/gone"] },
        { url: "/gone", h1: "Welcome", status: 404 },
      ]),
    },
  ],
  invalid: [
    {
      name: "two self-canonical indexable pages share an H1",
      site: testSite([
        { url: "/", h1: "Welcome", canonical: "/", links: ["/a"] },
        { url: "/a", h1: "Welcome", canonical: "/a" },
      ]),
      reports: [{ messageId: "shared", url: "/", related: ["/a"], data: { count: 2, heading: "Welcome" } }],
    },
  ],
})
