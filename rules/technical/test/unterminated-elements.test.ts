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
      evidence:
        "<title> never ends: the last 48 characters of the page are swallowed, so nothing after it is shown or indexed.",
      reports: [{ messageId: "element", line: 1, subject: "title" }],
      line: 1,
    },
    {
      html: "<p>a</p>\n<!-- old menu <nav>…</nav>\n<p>b</p>",
      evidence: /^A comment never ends: the last 35 characters/,
      reports: [{ messageId: "comment", line: 2 }],
      line: 2,
    },
  ],
})
