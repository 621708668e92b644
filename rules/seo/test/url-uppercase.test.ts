import { RuleTester } from "@svc/rule-tester"
import urlUppercase from "../src/rules/url-uppercase"

new RuleTester().run(urlUppercase, {
  pass: [
    { url: "https://EXAMPLE.com/bread" },
    { name: "percent escapes are not letters", url: "https://example.com/ko%C5%A1ice" },
    { name: "the query is not the path", url: "https://example.com/a?Sort=Price" },
  ],
  fail: [],
  review: [
    {
      url: "https://example.com/Shop/Rye-Bread",
      reports: [{ messageId: "capitals", subject: "/Shop/Rye-Bread" }],
    },
  ],
})
