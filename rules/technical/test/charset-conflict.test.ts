import { RuleTester } from "@svc/rule-tester"
import charsetConflict from "../src/rules/charset-conflict"

new RuleTester().run(charsetConflict, {
  pass: [
    '<meta charset="UTF-8">',
    {
      name: "aliases of one encoding agree",
      headers: { "content-type": "text/html; charset=latin1" },
      html: '<meta charset="windows-1252">',
    },
  ],
  fail: [
    {
      html: '<head>\n<meta charset="windows-1250"></head>',
      evidence:
        'The encoding is declared 2 different ways: "utf-8" (Content-Type header), "windows-1250" (<meta> on line 2).',
      line: 2,
    },
    {
      name: "two metas disagree",
      headers: { "content-type": "text/html" },
      html: '<meta charset="utf-8"><meta http-equiv="content-type" content="text/html; charset=iso-8859-2">',
      evidence: /"utf-8" \(<meta> on line 1\), "iso-8859-2" \(<meta> on line 1\)\.$/,
    },
  ],
  notApplicable: [{ headers: { "content-type": "text/html" }, html: "<p>x</p>" }],
})
