import { RuleTester } from "@svc/rule-tester"
import charset from "../src/rules/charset"

const noCharset = { "content-type": "text/html" }

new RuleTester().run(charset, {
  pass: [
    { name: "the header names it", html: "<p>x</p>" },
    { headers: noCharset, html: '<!DOCTYPE html><head><meta charset="utf-8"></head>' },
    {
      name: "the legacy http-equiv form",
      headers: noCharset,
      html: '<head><meta http-equiv="Content-Type" content="text/html; charset=windows-1250"></head>',
    },
    { name: "a byte-order mark", headers: noCharset, html: "\uFEFF<p>x</p>" },
  ],
  fail: [
    {
      headers: noCharset,
      html: "<p>x</p>",
      reports: [{ messageId: "undeclared" }],
    },
    {
      name: "a meta charset after the first 1,024 bytes",
      headers: noCharset,
      html: `<head><!-- ${"x".repeat(1100)} -->\n<meta charset="utf-8"></head>`,
      reports: [{ messageId: "late", line: 2, data: { charset: "utf-8", offset: 1116 } }],
      line: 2,
    },
    {
      name: "a meta charset pushed into <body>",
      headers: noCharset,
      html: '<head><img src="a.png"><meta charset="utf-8"></head>',
      reports: [{ messageId: "outsideHead", line: 1 }],
    },
  ],
})
