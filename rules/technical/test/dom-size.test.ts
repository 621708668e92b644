import { RuleTester } from "@svc/rule-tester"
import domSize from "../src/rules/dom-size"

const body = (elements: number) => `<body>${"<p>x</p>".repeat(elements)}</body>`

new RuleTester().run(domSize, {
  pass: [
    body(818),
    {
      name: "template contents are not counted",
      html: `<body><template>${"<i></i>".repeat(2000)}</template></body>`,
    },
  ],
  fail: [
    {
      html: body(1401),
      evidence:
        "<body> holds 1401 elements (Lighthouse passes up to 818), nested up to 2 deep, at most 1401 children under one element.",
      reports: [{ messageId: "large" }],
    },
    {
      name: "a page of more elements and comments than the audit reads says where reading stopped",
      html: `<body>${"<p>x</p>".repeat(10)}${"<!---->".repeat(400_000)}<p>not read</p></body>`,
      evidence:
        /^<body> holds at least 10 elements .*\. The page holds more than 400,000 elements and comments, as far as the audit reads a page: it stopped at line 1, column \d+, and nothing after that was checked\.$/,
      reports: [{ messageId: "largeAtLeast" }, { messageId: "readCut", line: 1 }],
      line: 1,
    },
  ],
  review: [{ html: body(819), reports: [{ messageId: "large" }] }],
})
