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
      evidence:
        'The Content-Type header declares "iso-8859-2" (iso-8859-2): characters outside it break in forms, URLs and feeds, and the HTML standard requires UTF-8.',
      reports: [{ messageId: "headerNotUtf8" }],
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
