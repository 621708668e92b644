import { SiteRuleTester, testSite } from "@svc/rule-tester"
import clickDepth from "../src/rules/click-depth"

/** A line of pages, each linking the next: page n is n clicks from the start. */
const line = (length: number) =>
  testSite(
    Array.from({ length: length + 1 }, (_, index) => ({
      url: index === 0 ? "/" : `/p${index}`,
      links: index < length ? [`/p${index + 1}`] : [],
    })),
  )

new SiteRuleTester().run(clickDepth, {
  valid: [
    { name: "four clicks deep at most", site: line(4) },
    {
      name: "a deep page that is noindex does not matter",
      site: testSite([
        { url: "/", links: ["/a"] },
        { url: "/a", noindex: true, depth: 9 },
      ]),
    },
  ],
  invalid: [
    {
      name: "pages five and six clicks deep",
      site: line(6),
      reports: [
        { messageId: "deep", url: "/p5", data: { clicks: 5 } },
        { messageId: "deep", url: "/p6", data: { clicks: 6 } },
      ],
    },
  ],
})
