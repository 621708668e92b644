import { RuleTester, substantivePage } from "@svc/rule-tester"
import copilotAnswerControls from "../src/rules/copilot-answer-controls"

new RuleTester().run(copilotAnswerControls, {
  pass: ["<p>x</p>", '<head><meta name="googlebot" content="noarchive"></head>'],
  fail: [
    {
      html: '<head>\n<meta name="robots" content="noarchive"></head>',
      reports: [{ messageId: "noarchive", line: 2, subject: "noarchive" }],
      line: 2,
    },
    {
      html: "<p>x</p>",
      headers: { "x-robots-tag": "bingbot: noarchive" },
      reports: [{ messageId: "noarchive", subject: "noarchive" }],
    },
  ],
  review: [
    {
      html: substantivePage('<head><meta name="bingbot" content="noarchive, nocache"></head>'),
      reports: [{ messageId: "nocache", line: 1, subject: "nocache" }],
    },
  ],
  notApplicable: ['<head><meta name="robots" content="noindex, noarchive"></head>'],
})
