import { RuleTester, substantivePage } from "@svc/rule-tester"
import aiSnippetAllowed from "../src/rules/ai-snippet-allowed"

new RuleTester().run(aiSnippetAllowed, {
  pass: [
    "<head><title>Bread</title></head><p>x</p>",
    '<head><meta name="robots" content="max-snippet:-1, max-image-preview:large"></head>',
    {
      name: "a nosnippet for another crawler",
      html: '<head><meta name="otherbot" content="nosnippet"></head>',
    },
  ],
  fail: [
    {
      html: '<head>\n<meta name="robots" content="index, nosnippet"></head>',
      reports: [{ messageId: "noSnippet", line: 2, subject: "nosnippet" }],
      line: 2,
    },
    {
      html: "<p>x</p>",
      headers: { "x-robots-tag": "max-snippet: 0" },
      reports: [{ messageId: "noSnippet", subject: "max-snippet:0" }],
    },
    {
      html: '<head><meta name="googlebot" content="nosnippet"></head>',
      reports: [{ messageId: "noSnippet", line: 1, subject: "nosnippet" }],
    },
  ],
  review: [
    {
      html: substantivePage('<head><meta name="bingbot" content="max-snippet:20"></head>'),
      reports: [{ messageId: "shortSnippet", line: 1, subject: "max-snippet:20" }],
    },
  ],
  notApplicable: ['<head><meta name="robots" content="noindex, nosnippet"></head>'],
})
