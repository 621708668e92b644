import { RuleTester } from "@svc/rule-tester"
import urlSessionId from "../src/rules/url-session-id"

new RuleTester().run(urlSessionId, {
  pass: [
    { url: "https://example.com/shop?page=2" },
    { name: "a word containing sid", url: "https://example.com/inside?side=left" },
  ],
  fail: [
    {
      url: "https://example.com/shop?PHPSESSID=0a1b2c3d&page=2",
      reports: [{ messageId: "inQuery", subject: "PHPSESSID" }],
    },
    {
      name: "a Java path parameter",
      url: "https://example.com/shop;jsessionid=ABC123",
      reports: [{ messageId: "inPath", subject: ";jsessionid=" }],
    },
    {
      name: "ASP.NET cookieless sessions",
      url: "https://example.com/(S(lit3py55t21z5v55vlm25s55))/default.aspx",
      reports: [{ messageId: "inPath" }],
    },
  ],
})
