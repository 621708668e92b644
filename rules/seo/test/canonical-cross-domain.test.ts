import { RuleTester, substantivePage } from "@svc/rule-tester"
import canonicalCrossDomain from "../src/rules/canonical-cross-domain"

const head = (links: string) => `<html><head>\n${links}</head><body></body></html>`

new RuleTester().run(canonicalCrossDomain, {
  pass: [
    { html: head('<link rel="canonical" href="https://www.example.com/a">'), url: "https://example.com/a" },
  ],
  fail: [],
  // Reviews on pages with content: a review on a thin page steps aside (has-content's gate).
  review: [
    {
      html: substantivePage(head('<link rel="canonical" href="https://staging.example.net/a">')),
      url: "https://example.com/a",
      reports: [
        {
          messageId: "otherSite",
          line: 2,
          subject: "https://staging.example.net/a",
          data: { url: "https://staging.example.net/a", host: "example.com" },
        },
      ],
      line: 2,
    },
    {
      html: substantivePage(head('<link rel="canonical" href="https://bob.vercel.app/a">')),
      url: "https://alice.vercel.app/a",
      reports: [{ messageId: "otherSite", line: 2 }],
    },
  ],
  notApplicable: [head(""), head('<link rel="canonical" href="/relative">')],
})
