import { SiteRuleTester, testSite } from "@svc/rule-tester"
import duplicateContent from "../src/rules/duplicate-content"
import { textOf } from "./texts"

const text = textOf(1)

new SiteRuleTester().run(duplicateContent, {
  valid: [
    {
      name: "pages with texts of their own",
      site: testSite([
        { url: "/", text, links: ["/a"] },
        { url: "/a", text: textOf(2) },
      ]),
    },
    {
      name: "a copy whose canonical names the original",
      site: testSite([
        { url: "/", text, links: ["/copy"] },
        { url: "/copy", text, canonical: "/" },
      ]),
    },
  ],
  invalid: [
    {
      name: "two indexable pages with the same main text (punctuation and case aside)",
      site: testSite([
        { url: "/", text, links: ["/a"] },
        { url: "/a", text: `  ${text.toUpperCase().replaceAll(".", "!")}` },
      ]),
      reports: [{ messageId: "same", url: "/", related: ["/a"], data: { count: 2 } }],
    },
  ],
})
