import { RuleTester } from "@svc/rule-tester"
import htmlLangValid from "../src/rules/html-lang-valid"

new RuleTester().run(htmlLangValid, {
  pass: [
    '<html lang="en-GB">',
    { name: "region subtags are not checked", html: '<html lang="sk-XX">' },
    { name: "case does not matter", html: '<html lang="ES" xml:lang="es">' },
  ],
  fail: [
    {
      html: '<html lang="english">',
      evidence: '<html lang="english"> does not start with a known ISO 639 language code.',
      line: 1,
    },
    {
      name: "an underscore is not a subtag separator",
      html: '<html lang="en_US">',
      evidence: '<html lang="en_US"> does not start with a known ISO 639 language code.',
    },
    {
      name: "white space only",
      html: '<html lang="  ">',
      evidence: '<html lang="  "> does not start with a known ISO 639 language code.',
    },
    { html: '<html lang="en" xml:lang="xx">', evidence: /^<html xml:lang="xx">/ },
  ],
  notApplicable: ["<html>", '<html lang="">'],
})
