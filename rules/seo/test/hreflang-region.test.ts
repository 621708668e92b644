import { RuleTester } from "@svc/rule-tester"
import hreflangRegion from "../src/rules/hreflang-region"

const head = (links: string) => `<html><head>\n${links}</head><body></body></html>`

new RuleTester().run(hreflangRegion, {
  pass: [
    head(
      '<link rel="alternate" hreflang="en-GB" href="https://example.com/uk/"><link rel="alternate" hreflang="zh-Hant-TW" href="https://example.com/tw/"><link rel="alternate" hreflang="es" href="https://example.com/es/"><link rel="alternate" hreflang="x-default" href="https://example.com/">',
    ),
    { name: "no hreflang at all", html: head("") },
  ],
  fail: [
    {
      html: head('<link rel="alternate" hreflang="en-UK" href="https://example.com/uk/">'),
      reports: [{ messageId: "ukIsGb", line: 2, subject: "https://example.com/uk/" }],
      line: 2,
    },
    {
      name: "EU is not a country",
      html: head('<link rel="alternate" hreflang="en-EU" href="https://example.com/eu/">'),
      reports: [{ messageId: "notCountry" }],
    },
    {
      name: "numeric regions are not understood by Google",
      html: head('<link rel="alternate" hreflang="es-419" href="https://example.com/latam/">'),
      reports: [{ messageId: "notTwoLetters" }],
    },
    {
      name: "words after the region, and every wrong region, each an item",
      html: head(
        '<link rel="alternate" hreflang="de-AT-x" href="https://example.com/at/">\n<link rel="alternate" hreflang="en-UK" href="https://example.com/uk/">',
      ),
      reports: [
        { messageId: "trailing", line: 2 },
        { messageId: "ukIsGb", line: 3 },
      ],
    },
  ],
})
