import { RuleTester } from "@svc/rule-tester"
import htmlXmlLangMismatch from "../src/rules/html-xml-lang-mismatch"

new RuleTester().run(htmlXmlLangMismatch, {
  pass: ['<html lang="en-US" xml:lang="en-GB">'],
  fail: [
    {
      html: '<html lang="sk" xml:lang="en">',
      reports: [{ messageId: "mismatch", line: 1, data: { lang: "sk", xmlLang: "en" } }],
      line: 1,
    },
  ],
  notApplicable: ['<html lang="en">', '<html lang="en" xml:lang="english">'],
})
