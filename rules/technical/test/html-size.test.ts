import { RuleTester } from "@svc/rule-tester"
import htmlSize from "../src/rules/html-size"

new RuleTester().run(htmlSize, {
  pass: ["<p>small</p>"],
  fail: [
    {
      html: `<p>${"x".repeat(16 * 1_048_576)}</p>`,
      evidence: "The HTML is 16 MB: Googlebot reads only the first 15 MB, so the rest is not indexed.",
      reports: [{ messageId: "tooLarge" }],
    },
  ],
  review: [
    {
      html: `<p>${"é".repeat(1_100_000)}</p>`,
      evidence: /^The HTML is 2\.1 MB: phones download/,
      reports: [{ messageId: "heavy" }],
    },
  ],
})
