import { RuleTester } from "@svc/rule-tester"
import urlUnderscores from "../src/rules/url-underscores"

new RuleTester().run(urlUnderscores, {
  pass: [
    { url: "https://example.com/rye-bread" },
    { name: "in the query", url: "https://example.com/a?utm_source=x" },
  ],
  fail: [],
  review: [
    {
      url: "https://example.com/rye_bread",
      reports: [{ messageId: "underscores", subject: "/rye_bread" }],
    },
  ],
})
