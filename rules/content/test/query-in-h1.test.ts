import { RuleTester } from "@svc/rule-tester"
import queryInH1 from "../src/rules/query-in-h1"

new RuleTester().run(queryInH1, {
  pass: [{ html: "<h1>Sourdough bread, baked daily</h1>", query: "sourdough bread" }],
  fail: [
    {
      html: "<p>x</p>\n<h1>Fresh sourdough</h1>",
      query: "sourdough bread",
      evidence: 'The H1 "Fresh sourdough" has 1 of 2 words of the phrase "sourdough bread".',
      line: 2,
    },
  ],
  notApplicable: [""],
})
