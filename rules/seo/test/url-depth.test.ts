import { RuleTester } from "@svc/rule-tester"
import urlDepth from "../src/rules/url-depth"

new RuleTester().run(urlDepth, {
  pass: [{ url: "https://example.com/" }, { url: "https://example.com/a/b/c/d/e/" }],
  fail: [],
  review: [
    {
      url: "https://example.com/shop/food/bread/rye/organic/sliced",
      evidence:
        "The path /shop/food/bread/rye/organic/sliced is 6 levels deep; deep addresses are long, hard to read and often mean the page is many clicks from the home page.",
    },
  ],
})
