import { RuleTester } from "@svc/rule-tester"
import queryInImageAlts from "../src/rules/query-in-image-alts"

new RuleTester().run(queryInImageAlts, {
  pass: [{ html: '<img src="a.jpg" alt="A loaf of sourdough">', query: "sourdough bread" }],
  fail: [
    {
      html: '<p>x</p>\n<img src="a.jpg" alt="Our shop"><img src="b.jpg">',
      query: "sourdough bread",
      evidence: 'The alt texts of 2 images have 0 of 2 words of the phrase "sourdough bread".',
      line: 2,
    },
  ],
  notApplicable: ["", { html: "<p>No images</p>", query: "bread" }],
})
