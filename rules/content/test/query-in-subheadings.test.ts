import { RuleTester } from "@svc/rule-tester"
import queryInSubheadings from "../src/rules/query-in-subheadings"

new RuleTester().run(queryInSubheadings, {
  pass: [{ html: "<h1>Bakery</h1><h2>Why sourdough</h2><h2>Prices</h2>", query: "sourdough bread" }],
  fail: [
    {
      html: "<h1>Bakery</h1>\n<h2>Prices</h2><h2>Opening hours</h2>",
      query: "sourdough bread",
      reports: [
        {
          messageId: "partial",
          line: 2,
          data: { found: 0, total: 2, phrase: "sourdough bread", subheadings: 2 },
        },
      ],
    },
  ],
  notApplicable: ["", { html: "<h1>Only a headline</h1>", query: "bread" }],
})
