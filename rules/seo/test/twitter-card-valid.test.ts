import { RuleTester } from "@svc/rule-tester"
import twitterCardValid from "../src/rules/twitter-card-valid"

new RuleTester().run(twitterCardValid, {
  pass: [
    '<meta name="twitter:card" content="summary">',
    '<meta name="twitter:card" content="summary_large_image"><meta property="og:image" content="https://example.com/a.jpg">',
  ],
  fail: [
    {
      html: '<head>\n<meta name="twitter:card" content="large_image"></head>',
      reports: [{ messageId: "unknownType", line: 2 }],
      line: 2,
    },
  ],
  review: [
    {
      html: '<meta name="twitter:card" content="summary_large_image">',
      reports: [
        { messageId: "noImage", subject: '<meta name="twitter:card" content="summary_large_image">' },
      ],
    },
  ],
  notApplicable: ["<title>x</title>"],
})
