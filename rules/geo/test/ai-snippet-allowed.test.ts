import { RuleTester } from "@svc/rule-tester"
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
      evidence:
        'Snippets are forbidden by nosnippet (<meta name="robots">, line 2): Google keeps the page out of AI Overviews and AI Mode, Bing out of Copilot answers.',
      line: 2,
    },
    {
      html: "<p>x</p>",
      headers: { "x-robots-tag": "max-snippet: 0" },
      evidence: /max-snippet:0 \(X-Robots-Tag\)/,
    },
    {
      html: '<head><meta name="googlebot" content="nosnippet"></head>',
      evidence: /nosnippet \(<meta name="googlebot">, line 1\)/,
    },
  ],
  review: [
    {
      html: '<head><meta name="bingbot" content="max-snippet:20"></head>',
      evidence:
        'Snippets are limited to fewer than 50 characters by max-snippet:20 (<meta name="bingbot">, line 1): too short for an AI answer to quote.',
    },
  ],
  notApplicable: ['<head><meta name="robots" content="noindex, nosnippet"></head>'],
})
