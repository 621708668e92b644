import { RuleTester } from "@svc/rule-tester"
import copilotAnswerControls from "../src/rules/copilot-answer-controls"

new RuleTester().run(copilotAnswerControls, {
  pass: ["<p>x</p>", '<head><meta name="googlebot" content="noarchive"></head>'],
  fail: [
    {
      html: '<head>\n<meta name="robots" content="noarchive"></head>',
      evidence:
        'noarchive (<meta name="robots">, line 2) keeps the page out of Microsoft Copilot answers, which will not cite or link it.',
      line: 2,
    },
    {
      html: "<p>x</p>",
      headers: { "x-robots-tag": "bingbot: noarchive" },
      evidence: /^noarchive \(X-Robots-Tag \(bingbot\)\)/,
    },
  ],
  review: [
    {
      html: '<head><meta name="bingbot" content="noarchive, nocache"></head>',
      evidence:
        'nocache (<meta name="bingbot">, line 1) limits Copilot answers to the page\'s title, URL and snippet.',
    },
  ],
  notApplicable: ['<head><meta name="robots" content="noindex, noarchive"></head>'],
})
