import { RuleTester } from "@svc/rule-tester"
import urlDoubleSlash from "../src/rules/url-double-slash"

new RuleTester().run(urlDoubleSlash, {
  pass: [
    { url: "https://example.com/a/b" },
    { name: "the scheme's slashes do not count", url: "https://example.com/" },
  ],
  fail: [],
  review: [
    {
      url: "https://example.com/shop//bread",
      reports: [{ messageId: "doubledSlashes", subject: "/shop//bread" }],
    },
  ],
})
