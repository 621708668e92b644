import { RuleTester } from "@svc/rule-tester"
import unterminatedElements from "../src/rules/unterminated-elements"

new RuleTester().run(unterminatedElements, {
  pass: [
    "<title>T</title><script>go()</script><p>x</p>",
    { name: "an SVG title needs no end tag", html: "<svg><title>i</svg>" },
  ],
  fail: [
    {
      html: "<head><title>Shop\n</head><body><h1>Welcome</h1></body>",
      reports: [{ messageId: "element", line: 1, subject: "title", data: { tag: "title", characters: 48 } }],
      line: 1,
    },
    {
      html: "<p>a</p>\n<!-- old menu <nav>…</nav>\n<p>b</p>",
      reports: [{ messageId: "comment", line: 2, data: { characters: 35 } }],
      line: 2,
    },
  ],
})
