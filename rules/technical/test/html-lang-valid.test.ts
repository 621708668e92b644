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
      reports: [
        { messageId: "invalid", line: 1, subject: "english", data: { attribute: "lang", value: "english" } },
      ],
      line: 1,
    },
    {
      name: "an underscore is not a subtag separator",
      html: '<html lang="en_US">',
      reports: [{ messageId: "invalid", subject: "en_US" }],
    },
    {
      name: "white space only",
      html: '<html lang="  ">',
      reports: [{ messageId: "invalid" }],
      // A blank lang is no language: html-has-lang's finding, this one its symptom.
      hiddenBy: "html-has-lang",
    },
    { html: '<html lang="en" xml:lang="xx">', reports: [{ messageId: "invalid", subject: "xx" }] },
    {
      name: "both attributes invalid: one item each",
      html: '<html lang="english" xml:lang="xx">',
      reports: [
        { messageId: "invalid", subject: "english" },
        { messageId: "invalid", subject: "xx" },
      ],
    },
  ],
  notApplicable: ["<html>", '<html lang="">'],
})
