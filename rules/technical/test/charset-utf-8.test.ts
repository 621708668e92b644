import { RuleTester } from "@svc/rule-tester"
import charsetUtf8 from "../src/rules/charset-utf-8"

new RuleTester().run(charsetUtf8, {
  pass: [
    "<p>x</p>",
    { name: "an alias of UTF-8", headers: { "content-type": "text/html; charset=UTF8" }, html: "" },
    { headers: { "content-type": "text/html" }, html: '<meta charset="utf-8">' },
  ],
  fail: [
    {
      headers: { "content-type": "text/html; charset=ISO-8859-2" },
      html: "<p>x</p>",
      reports: [{ messageId: "headerNotUtf8", data: { label: "iso-8859-2", encoding: "iso-8859-2" } }],
    },
    {
      headers: { "content-type": "text/html" },
      html: '<head>\n<meta charset="latin1"></head>',
      reports: [{ messageId: "metaNotUtf8", line: 2 }],
      line: 2,
    },
  ],
  notApplicable: [{ headers: { "content-type": "text/html" }, html: "<p>x</p>" }],
})
