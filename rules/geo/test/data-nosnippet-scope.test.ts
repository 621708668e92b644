import { RuleTester } from "@svc/rule-tester"
import dataNosnippetScope from "../src/rules/data-nosnippet-scope"
import { paragraphs, prose } from "./pages"

new RuleTester().run(dataNosnippetScope, {
  pass: [
    `<main>${paragraphs(3, 40)}</main>`,
    `<main>${paragraphs(3, 40)}<p data-nosnippet>${prose(10)}</p></main>`,
  ],
  fail: [
    {
      html: `<main data-nosnippet>\n${paragraphs(3, 40)}</main>`,
      reports: [{ messageId: "almostAll", line: 1, subject: "<main data-nosnippet>" }],
      line: 1,
    },
  ],
  review: [
    {
      html: `<main>${paragraphs(2, 40)}\n<div data-nosnippet>${paragraphs(1, 40)}</div></main>`,
      reports: [{ messageId: "large", line: 3, subject: "<div data-nosnippet>" }],
      line: 3,
    },
  ],
  notApplicable: [""],
})
