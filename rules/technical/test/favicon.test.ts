import { RuleTester } from "@svc/rule-tester"
import favicon from "../src/rules/favicon"

new RuleTester().run(favicon, {
  pass: [
    '<head><link rel="icon" href="/favicon.svg"></head>',
    '<head><link rel="shortcut icon" href="/favicon.ico"></head>',
  ],
  fail: [],
  review: [
    {
      html: "<head><title>T</title></head>",
      reports: [{ messageId: "noIcon" }],
    },
    {
      html: '<head><link rel="apple-touch-icon" href="/t.png"><link rel="icon" href=""></head>',
      reports: [{ messageId: "onlyTouchIcon" }],
    },
  ],
})
