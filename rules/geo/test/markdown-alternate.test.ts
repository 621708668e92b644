import { RuleTester } from "@svc/rule-tester"
import markdownAlternate from "../src/rules/markdown-alternate"

new RuleTester().run(markdownAlternate, {
  pass: [
    '<head><link rel="alternate" type="text/markdown" href="/bread.md"></head>',
    {
      html: "<p>x</p>",
      headers: { link: '<https://example.com/bread.md>; rel="alternate"; type="text/markdown"' },
    },
  ],
  fail: [
    {
      html: "<head><title>Bread</title></head>",
      reports: [{ messageId: "noAlternate" }],
    },
    {
      html: '<head>\n<link rel="alternate" type="text/markdown" href="javascript:void(0)"></head>',
      reports: [{ messageId: "unusableHref", line: 2, subject: "javascript:void(0)" }],
      line: 2,
    },
  ],
  notApplicable: [{ html: "%PDF-1.7", headers: { "content-type": "application/pdf" } }],
})
