import { RuleTester } from "@svc/rule-tester"
import urlParameters from "../src/rules/url-parameters"

new RuleTester().run(urlParameters, {
  pass: [{ url: "https://example.com/shop" }, { url: "https://example.com/shop?page=2&sort=price&size=m" }],
  fail: [],
  review: [
    {
      url: "https://example.com/shop?page=2&sort=price&size=m&color=red",
      reports: [{ messageId: "tooMany" }],
    },
  ],
})
