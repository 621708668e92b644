import { RuleTester } from "@svc/rule-tester"
import twitterCard from "../src/rules/twitter-card"

new RuleTester().run(twitterCard, {
  pass: [
    '<meta name="twitter:card" content="summary_large_image">',
    '<meta property="twitter:card" content="summary">',
  ],
  fail: [],
  review: [
    {
      html: '<meta property="og:title" content="x">',
      reports: [{ messageId: "noCard" }],
    },
  ],
})
