import { RuleTester } from "@svc/rule-tester"
import redirectUrlVariant from "../src/rules/redirect-url-variant"

const redirected = (from: string, to: string) => ({
  url: to,
  requestedUrl: from,
  redirects: [{ url: from, status: 301, location: to }],
})

new RuleTester().run(redirectUrlVariant, {
  pass: [
    {
      name: "a real move to another page",
      ...redirected("https://example.com/old", "https://example.com/new"),
    },
    { name: "a move to another host", ...redirected("https://old.example/a", "https://new.example/a") },
    { name: "only the scheme changed", ...redirected("http://example.com/a", "https://example.com/a") },
    { name: "a query was dropped", ...redirected("https://example.com/a?ref=x", "https://example.com/a") },
  ],
  fail: [],
  review: [
    {
      ...redirected("https://example.com/shop", "https://example.com/shop/"),
      reports: [{ messageId: "trailingSlashAdded", subject: "https://example.com/shop" }],
    },
    {
      ...redirected("https://example.com/Shop/", "https://example.com/shop"),
      reports: [{ messageId: "letterCaseChanged" }, { messageId: "trailingSlashRemoved" }],
    },
    {
      ...redirected("http://example.com/index.html", "https://www.example.com/"),
      reports: [{ messageId: "wwwAdded" }, { messageId: "indexFileDropped" }],
    },
    {
      ...redirected("https://example.com//a//b", "https://example.com/a/b"),
      reports: [{ messageId: "doubledSlashesRemoved" }],
    },
    {
      ...redirected("https://www.example.com/a", "https://example.com/a"),
      reports: [{ messageId: "wwwRemoved", subject: "https://www.example.com/a" }],
    },
  ],
  notApplicable: ["<p>reached directly</p>"],
})
