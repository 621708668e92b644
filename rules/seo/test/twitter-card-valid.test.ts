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
      evidence:
        '<meta name="twitter:card" content="large_image"> (line 2) is not a card type X supports, so no card is shown.',
      line: 2,
    },
  ],
  review: [
    {
      html: '<meta name="twitter:card" content="summary_large_image">',
      evidence:
        '<meta name="twitter:card" content="summary_large_image"> (line 1) asks for a large image, but the page names none (twitter:image or og:image).',
    },
  ],
  notApplicable: ["<title>x</title>"],
})
