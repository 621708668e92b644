import { RuleTester } from "@svc/rule-tester"
import hreflang from "../src/rules/hreflang"

const head = (links: string) => `<html><head>\n${links}</head><body><p>x</p></body></html>`

new RuleTester().run(hreflang, {
  pass: [
    head(
      '<link rel="alternate" hreflang="en" href="https://example.com/"><link rel="alternate" hreflang="de-AT" href="https://example.com/at/"><link rel="alternate" hreflang="zh-Hant-TW" href="https://example.com/tw/"><link rel="alternate" hreflang="X-Default" href="https://example.com/">',
    ),
    { name: "a page without hreflang passes, as in Lighthouse", html: head("<title>x</title>") },
    {
      name: "only the language is validated: en-UK passes here",
      html: head('<link rel="alternate" hreflang="en-UK" href="https://example.com/uk/">'),
    },
    {
      name: "links in <body> and links whose rel is not exactly alternate are ignored",
      html: '<html><head><link rel="alternate stylesheet" hreflang="xx" href="/x"></head><body><div></div><link rel="alternate" hreflang="english" href="/de/"></body></html>',
    },
    {
      name: "a valid Link header",
      html: head(""),
      headers: { Link: '<https://example.com/de/>; rel="alternate"; hreflang="de"' },
    },
  ],
  fail: [
    {
      html: head('<link rel="alternate" hreflang="english" href="https://example.com/en/">'),
      reports: [{ messageId: "badLanguage", line: 2 }],
      line: 2,
    },
    {
      name: "a relative href",
      html: head('<link rel="alternate" hreflang="de" href="/de/">'),
      reports: [{ messageId: "notAbsolute", subject: "/de/" }],
    },
    {
      name: "a leading space makes the href not start with http",
      html: head('<link rel="alternate" hreflang="de" href=" https://example.com/de/">'),
    },
    {
      name: "an invalid code in the Link header",
      html: head(""),
      headers: { Link: '<https://example.com/x/>; rel="alternate"; hreflang="xx-YY"' },
      reports: [{ messageId: "badLanguage", subject: "Link: <https://example.com/x/>; rel=alternate" }],
    },
    {
      name: "a wrong code and a relative href on one link are two items",
      html: head('<link rel="alternate" hreflang="english" href="/en/">'),
      reports: [
        { messageId: "badLanguage", line: 2 },
        { messageId: "notAbsolute", line: 2 },
      ],
    },
    {
      name: "a region alone is not a language",
      html: head('<link rel="alternate" hreflang="us" href="https://example.com/us/">'),
    },
  ],
})
