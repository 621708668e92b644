import { RuleTester } from "@svc/rule-tester"
import canonical from "../src/rules/canonical"

const head = (links: string) => `<html><head>\n${links}</head><body><p>x</p></body></html>`
const url = "https://example.com/bread/rye"

new RuleTester().run(canonical, {
  pass: [
    { html: head('<link rel="canonical" href="https://example.com/bread/rye">'), url },
    {
      name: "the same canonical twice is one canonical",
      html: head(
        '<link rel="canonical" href="https://example.com/bread/rye"><link rel="canonical" href="https://example.com/bread/rye">',
      ),
      url,
      headers: { Link: '<https://example.com/bread/rye>; rel="canonical"' },
    },
    {
      name: "a canonical on another site passes in Lighthouse 12.8.2",
      html: head('<link rel="canonical" href="https://other.example/rye">'),
      url,
    },
    {
      name: "the home page may point to itself",
      html: head('<link rel="canonical" href="https://example.com/">'),
    },
    {
      name: "an alternate's canonical may point to itself",
      html: head(
        '<link rel="canonical" href="https://example.com/bread/rye"><link rel="alternate" hreflang="de" href="https://example.com/de/bread/rye"><link rel="alternate" hreflang="en" href="https://example.com/bread/rye">',
      ),
      url,
    },
  ],
  fail: [
    {
      html: head('<link rel="canonical" href="/bread/rye">'),
      url,
      reports: [{ messageId: "relative", line: 2, subject: "/bread/rye" }],
      line: 2,
    },
    {
      name: "two canonicals that differ",
      html: head(
        '<link rel="canonical" href="https://example.com/bread/rye"><link rel="canonical" href="https://example.com/bread/">',
      ),
      url,
      reports: [
        { messageId: "conflicting", subject: "https://example.com/bread/rye" },
        { messageId: "conflicting", subject: "https://example.com/bread/" },
      ],
    },
    {
      name: "the Link header and the <link> differ",
      html: head('<link rel="canonical" href="https://example.com/bread/rye">'),
      url,
      headers: { Link: '<https://example.com/rye>; rel="canonical"' },
      reports: [
        { messageId: "conflicting", line: 2, subject: "https://example.com/bread/rye" },
        { messageId: "conflicting", subject: "Link: <https://example.com/rye>; rel=canonical" },
      ],
    },
    {
      name: "a deep page pointing to the home page",
      html: head('<link rel="canonical" href="https://example.com/">'),
      url,
      reports: [{ messageId: "homePage", line: 2 }],
    },
    {
      name: "a canonical to another language version",
      html: head(
        '<link rel="canonical" href="https://example.com/de/bread/rye"><link rel="alternate" hreflang="de" href="https://example.com/de/bread/rye"><link rel="alternate" hreflang="en" href="https://example.com/bread/rye">',
      ),
      url,
      reports: [{ messageId: "otherLanguage", line: 2 }],
    },
    {
      name: "an unparseable URL in the Link header",
      html: head(""),
      url,
      headers: { Link: '<http://[bad>; rel="canonical"' },
      reports: [{ messageId: "invalid", subject: "Link: <http://[bad>; rel=canonical" }],
    },
    {
      name: "an unparseable URL in <head>",
      html: head('<link rel="canonical" href="http://[bad">'),
      url,
      reports: [{ messageId: "relative", line: 2 }],
    },
  ],
  notApplicable: [
    head("<title>x</title>"),
    {
      name: "canonicals in <body>, with an empty href, or with another rel token are not canonicals to Lighthouse",
      html: '<html><head><link rel="canonical" href=""><link rel="canonical nofollow" href="https://example.com/x"></head><body><div></div><link rel="canonical" href="/y"></body></html>',
    },
  ],
})
