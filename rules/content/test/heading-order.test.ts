import { RuleTester } from "@svc/rule-tester"
import headingOrder from "../src/rules/heading-order"

new RuleTester().run(headingOrder, {
  pass: [
    "<h1>Bread</h1><h2>Flour</h2><h3>Rye</h3><h2>Water</h2>",
    {
      name: "going back up several levels is fine",
      html: "<h1>A</h1><h2>B</h2><h3>C</h3><h4>D</h4><h2>E</h2>",
    },
  ],
  fail: [
    {
      html: "<h1>Bread</h1>\n<h3>Rye</h3>",
      evidence: '<h3> "Rye" follows <h1> "Bread": level 2 is skipped.',
      line: 2,
    },
  ],
  notApplicable: ["<h1>Only</h1>", "<h1>A</h1><div hidden><h4>B</h4></div>"],
})
