import { RuleTester } from "@svc/rule-tester"
import emptyHeading from "../src/rules/empty-heading"

new RuleTester().run(emptyHeading, {
  pass: ["<h1>Bread</h1><h2>Flour</h2>"],
  fail: [
    {
      html: "<h1>Bread</h1>\n<h2> </h2><h3></h3>",
      evidence: "2 headings are empty, the first an <h2>.",
      line: 2,
    },
  ],
  notApplicable: ["<p>No headings</p>"],
})
