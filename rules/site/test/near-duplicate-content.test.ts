import { SiteRuleTester, testSite } from "@svc/rule-tester"
import nearDuplicateContent from "../src/rules/near-duplicate-content"
import { editedText, textOf } from "./texts"

new SiteRuleTester().run(nearDuplicateContent, {
  valid: [
    {
      name: "pages with texts of their own",
      site: testSite([
        { url: "/", text: textOf(1), links: ["/a"] },
        { url: "/a", text: textOf(2) },
      ]),
    },
    {
      name: "pages with the same text are duplicate-content's finding, not this one's",
      site: testSite([
        { url: "/", text: textOf(1), links: ["/a"] },
        { url: "/a", text: textOf(1) },
      ]),
    },
    {
      name: "a quarter of the words changed is no near duplicate",
      site: testSite([
        { url: "/", text: textOf(1), links: ["/a"] },
        { url: "/a", text: editedText(1, 60) },
      ]),
    },
    {
      name: "short texts are left out: the template decides their similarity",
      site: testSite([
        { url: "/", text: textOf(1, 40), links: ["/a"] },
        { url: "/a", text: editedText(1, 1, 40) },
      ]),
    },
  ],
  invalid: [
    {
      name: "one word changed in 240",
      site: testSite([
        { url: "/", text: textOf(3), links: ["/a", "/b"] },
        { url: "/a", text: editedText(3, 1) },
        { url: "/b", text: textOf(4) },
      ]),
      reports: [
        {
          messageId: "similar",
          url: "/",
          related: ["/a"],
          data: { url: "https://example.com/", other: "https://example.com/a" },
        },
      ],
    },
  ],
})
