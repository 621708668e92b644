import { RuleTester } from "@svc/rule-tester"
import urlDepth from "../src/rules/url-depth"

new RuleTester().run(urlDepth, {
  pass: [{ url: "https://example.com/" }, { url: "https://example.com/a/b/c/d/e/" }],
  fail: [],
  review: [
    {
      url: "https://example.com/shop/food/bread/rye/organic/sliced",
      reports: [{ messageId: "tooDeep", subject: "/shop/food/bread/rye/organic/sliced" }],
    },
  ],
})
