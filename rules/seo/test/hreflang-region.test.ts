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
      evidence:
        '1 hreflang region(s) are wrong: hreflang="en-UK" (line 2): "UK" is not a country code: the United Kingdom is GB.',
      line: 2,
    },
    {
      name: "EU is not a country",
      html: head('<link rel="alternate" hreflang="en-EU" href="https://example.com/eu/">'),
      evidence: /"EU" is not an ISO 3166-1 country code/,
    },
    {
      name: "numeric regions are not understood by Google",
      html: head('<link rel="alternate" hreflang="es-419" href="https://example.com/latam/">'),
      evidence: /"419" is not a two-letter country code/,
    },
  ],
})
