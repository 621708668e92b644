import { RuleTester } from "@svc/rule-tester"
import urlNonAscii from "../src/rules/url-non-ascii"

new RuleTester().run(urlNonAscii, {
  pass: [
    { url: "https://example.com/ko%C5%A1ice", html: '<a href="/ko%C5%A1ice">Košice</a>' },
    {
      name: "external links are not this site's addresses",
      html: '<a href="https://other.example/čaj">tea</a>',
    },
  ],
  fail: [],
  review: [
    {
      html: '<p>x</p>\n<a href="/košice/pekáreň">Košice</a>',
      reports: [{ messageId: "link", line: 2, subject: "/košice/pekáreň" }],
      line: 2,
    },
    {
      name: "the address as requested",
      url: "https://example.com/čaj",
      reports: [{ messageId: "requestedUrl" }, { messageId: "finalUrl" }],
    },
  ],
})
