import { RuleTester } from "@svc/rule-tester"
import htmlHasLang from "../src/rules/html-has-lang"

new RuleTester().run(htmlHasLang, {
  pass: [
    '<html lang="en"><p>x</p></html>',
    {
      name: "xml:lang alone counts in an XHTML document",
      headers: { "content-type": "application/xhtml+xml" },
      html: '<html xml:lang="en"><p>x</p></html>',
    },
  ],
  fail: [
    {
      html: "<!DOCTYPE html>\n<html><p>x</p></html>",
      reports: [{ messageId: "noLang", line: 2 }],
      line: 2,
    },
    { html: '<html lang=" ">', reports: [{ messageId: "emptyLang" }] },
    {
      html: '<html xml:lang="en">',
      reports: [{ messageId: "onlyXmlLang", data: { xmlLang: "en" } }],
    },
  ],
})
