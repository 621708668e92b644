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
      evidence:
        'No <link rel="alternate" type="text/markdown"> or Link header announces a Markdown version of the page.',
    },
    {
      html: '<head>\n<link rel="alternate" type="text/markdown" href="javascript:void(0)"></head>',
      evidence: 'The Markdown alternate on line 2 has no usable href ("javascript:void(0)").',
      line: 2,
    },
  ],
  notApplicable: [{ html: "%PDF-1.7", headers: { "content-type": "application/pdf" } }],
})
