import { RuleTester } from "@svc/rule-tester"
import inlineCodeWeight from "../src/rules/inline-code-weight"

new RuleTester().run(inlineCodeWeight, {
  pass: [
    "<style>p{color:red}</style><script>go()</script>",
    {
      name: "structured data does not count",
      html: `<script type="application/ld+json">${"x".repeat(200_000)}</script>`,
    },
  ],
  fail: [
    {
      html: `<style>p{}</style>\n<script id="__NEXT_DATA__" type="application/json">${"x".repeat(150 * 1024)}</script>`,
      reports: [
        { messageId: "heavy", data: { scriptKilobytes: 150, styleKilobytes: 0 } },
        { messageId: "largestScript", line: 2, data: { kilobytes: 150 } },
      ],
      line: 2,
    },
    {
      name: "a large inline <style>",
      html: `<p>x</p>\n<style>${"p{}".repeat(40 * 1024)}</style>`,
      reports: [{ messageId: "heavy" }, { messageId: "largestStyle", line: 2 }],
    },
  ],
})
