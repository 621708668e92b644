import { RuleTester } from "@svc/rule-tester"
import queryInH1 from "../src/rules/query-in-h1"

new RuleTester().run(queryInH1, {
  pass: [{ html: "<h1>Sourdough bread, baked daily</h1>", query: "sourdough bread" }],
  fail: [
    { html: "<p>No headline</p>", query: "sourdough bread", reports: [{ messageId: "noH1" }] },
    {
      html: "<p>x</p>\n<h1>Fresh sourdough</h1>",
      query: "sourdough bread",
      reports: [
        {
          messageId: "partial",
          line: 2,
          subject: "Fresh sourdough",
          data: { found: 1, total: 2, phrase: "sourdough bread", h1: "Fresh sourdough" },
        },
      ],
    },
  ],
  notApplicable: [""],
})
