import { RuleTester } from "@svc/rule-tester"
import validLang from "../src/rules/valid-lang"

new RuleTester().run(validLang, {
  pass: [
    '<html lang="en"><p lang="de">Hallo</p><p lang="">unknown language</p>',
    {
      name: "an invalid lang without text of its own is skipped",
      html: '<div lang="xx"><p lang="fr">Bonjour</p></div>',
    },
  ],
  fail: [
    {
      html: '<p>Hi</p>\n<blockquote lang="latin">Carpe diem</blockquote>',
      reports: [{ messageId: "invalidLang", line: 2, data: { tag: "blockquote", value: "latin" } }],
      line: 2,
    },
    {
      name: "every element with an invalid lang is an item",
      html: '<p lang="latin">a</p>\n<p lang="de">b</p>\n<p lang="klingon">c</p>',
      reports: [
        { messageId: "invalidLang", line: 1, subject: "latin" },
        { messageId: "invalidLang", line: 3, subject: "klingon" },
      ],
    },
    { html: '<span xml:lang="q1">text</span>', reports: [{ messageId: "invalidXmlLang" }] },
  ],
  notApplicable: ['<html lang="en"><p>x</p>'],
})
