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
      reports: [
        {
          messageId: "metaContradictsHeader",
          line: 2,
          data: { label: "windows-1250", encoding: "windows-1250", winner: "utf-8", winning: "utf-8" },
        },
      ],
      line: 2,
    },
    {
      name: "two metas disagree",
      headers: { "content-type": "text/html" },
      html: '<meta charset="utf-8"><meta http-equiv="content-type" content="text/html; charset=iso-8859-2">',
      reports: [{ messageId: "metaContradictsMeta", line: 1 }],
    },
    {
      name: "every <meta> that disagrees with the header is an item",
      headers: { "content-type": "text/html; charset=utf-8" },
      html: '<head>\n<meta charset="windows-1250">\n<meta charset="utf-8">\n<meta charset="iso-8859-2"></head>',
      reports: [
        { messageId: "metaContradictsHeader", line: 2 },
        { messageId: "metaContradictsHeader", line: 4 },
      ],
    },
    {
      name: "a byte-order mark outranks the header and every <meta>",
      headers: { "content-type": "text/html; charset=iso-8859-2" },
      html: '\uFEFF<head>\n<meta charset="windows-1250"></head>',
      reports: [{ messageId: "headerContradictsBom" }, { messageId: "metaContradictsBom", line: 2 }],
    },
  ],
  notApplicable: [{ headers: { "content-type": "text/html" }, html: "<p>x</p>" }],
})
