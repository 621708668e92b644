import { RuleTester, substantivePage } from "@svc/rule-tester"
import headingH1 from "../src/rules/heading-h1"

new RuleTester().run(headingH1, {
  pass: [
    "<h1>Sourdough bread</h1><h2>Why</h2>",
    { name: "a hidden second H1 does not count", html: "<h1>One</h1><h1 hidden>Two</h1>" },
  ],
  fail: [
    { html: "<h2>Only a subheading</h2>", reports: [{ messageId: "missing" }] },
    { html: "<p>x</p>\n<h1> </h1>", reports: [{ messageId: "empty", line: 2 }] },
  ],
  review: [
    {
      html: substantivePage("<h1>One</h1>\n<h1>Two</h1>"),
      reports: [{ messageId: "another", line: 2, subject: "Two" }],
    },
    {
      name: "every further H1 is an item",
      html: substantivePage("<h1>One</h1>\n<h1>Two</h1>\n<h1>Three</h1>"),
      reports: [
        { messageId: "another", line: 2, subject: "Two" },
        { messageId: "another", line: 3, subject: "Three" },
      ],
    },
  ],
})
