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
      reports: [{ messageId: "large", data: { elements: 1401, depth: 2, children: 1401 } }],
    },
    {
      name: "a page of more elements and comments than the audit reads says where reading stopped",
      html: `<body>${"<p>x</p>".repeat(10)}${"<!---->".repeat(400_000)}<p>not read</p></body>`,
      reports: [
        { messageId: "largeAtLeast", data: { elements: 10, depth: 2, children: 10 } },
        { messageId: "readCut", line: 1, data: { nodes: 400000, line: "1" } },
      ],
      line: 1,
    },
  ],
  review: [{ html: body(819), reports: [{ messageId: "large" }] }],
})
