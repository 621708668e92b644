import { RuleTester } from "@svc/rule-tester"
import emptyHeading from "../src/rules/empty-heading"

new RuleTester().run(emptyHeading, {
  pass: ["<h1>Bread</h1><h2>Flour</h2>"],
  fail: [
    {
      html: "<h1>Bread</h1>\n<h2> </h2><h3></h3>",
      reports: [
        { messageId: "empty", line: 2, subject: "<h2>" },
        { messageId: "empty", line: 2, subject: "<h3>" },
      ],
    },
  ],
  notApplicable: ["<p>No headings</p>"],
})
