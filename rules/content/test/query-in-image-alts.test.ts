import { RuleTester } from "@svc/rule-tester"
import queryInImageAlts from "../src/rules/query-in-image-alts"

new RuleTester().run(queryInImageAlts, {
  pass: [{ html: '<img src="a.jpg" alt="A loaf of sourdough">', query: "sourdough bread" }],
  fail: [
    {
      html: '<p>x</p>\n<img src="a.jpg" alt="Our shop"><img src="b.jpg">',
      query: "sourdough bread",
      reports: [
        { messageId: "partial", line: 2, data: { found: 0, total: 2, phrase: "sourdough bread", images: 2 } },
      ],
    },
  ],
  notApplicable: ["", { html: "<p>No images</p>", query: "bread" }],
})
