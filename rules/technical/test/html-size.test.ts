import { RuleTester } from "@svc/rule-tester"
import htmlSize from "../src/rules/html-size"

new RuleTester().run(htmlSize, {
  pass: ["<p>small</p>"],
  fail: [
    {
      html: `<p>${"x".repeat(16 * 1_048_576)}</p>`,
      reports: [{ messageId: "tooLarge", data: { megabytes: 16 } }],
    },
  ],
  review: [
    {
      html: `<p>${"é".repeat(1_100_000)}</p>`,
      reports: [{ messageId: "heavy", data: { megabytes: 2.1 } }],
    },
  ],
})
