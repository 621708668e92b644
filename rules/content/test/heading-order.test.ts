import { RuleTester } from "@svc/rule-tester"
import headingOrder from "../src/rules/heading-order"

new RuleTester().run(headingOrder, {
  pass: [
    "<h1>Bread</h1><h2>Flour</h2><h3>Rye</h3><h2>Water</h2>",
    { name: "a single heading is in order, as axe judges it", html: "<h1>Only</h1>" },
    { name: "a hidden heading does not count", html: "<h1>A</h1><div hidden><h4>B</h4></div>" },
    {
      name: "going back up several levels is fine",
      html: "<h1>A</h1><h2>B</h2><h3>C</h3><h4>D</h4><h2>E</h2>",
    },
  ],
  fail: [
    {
      html: "<h1>Bread</h1>\n<h3>Rye</h3>",
      reports: [
        {
          messageId: "skipped",
          line: 2,
          subject: "Rye",
          data: { level: 3, text: "Rye", previousLevel: 1, previousText: "Bread", skippedLevel: 2 },
        },
      ],
    },
    {
      name: "every skip is an item",
      html: "<h1>Bread</h1>\n<h3>Rye</h3>\n<h2>Wheat</h2>\n<h4>Spelt</h4>",
      reports: [
        { messageId: "skipped", line: 2, subject: "Rye" },
        { messageId: "skipped", line: 4, subject: "Spelt" },
      ],
    },
  ],
  notApplicable: ["<p>No headings at all.</p>", "<div hidden><h2>Hidden</h2></div><p>Text</p>"],
})
