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
      evidence: 'The canonical URL "/bread/rye" (line 2) is relative, not absolute.',
      line: 2,
    },
    {
      name: "two canonicals that differ",
      html: head(
        '<link rel="canonical" href="https://example.com/bread/rye"><link rel="canonical" href="https://example.com/bread/">',
      ),
      url,
      evidence:
        "2 different canonical URLs conflict: https://example.com/bread/rye (line 2), https://example.com/bread/ (line 2).",
    },
    {
      name: "the Link header and the <link> differ",
      html: head('<link rel="canonical" href="https://example.com/bread/rye">'),
      url,
      headers: { Link: '<https://example.com/rye>; rel="canonical"' },
      evidence: /https:\/\/example\.com\/rye \(the Link header\)/,
    },
    {
      name: "a deep page pointing to the home page",
      html: head('<link rel="canonical" href="https://example.com/">'),
      url,
      evidence:
        "The canonical points to the home page https://example.com/ instead of an equivalent of /bread/rye.",
    },
    {
      name: "a canonical to another language version",
      html: head(
        '<link rel="canonical" href="https://example.com/de/bread/rye"><link rel="alternate" hreflang="de" href="https://example.com/de/bread/rye"><link rel="alternate" hreflang="en" href="https://example.com/bread/rye">',
      ),
      url,
      evidence: /is another language version of this page/,
    },
    {
      name: "an unparseable URL in the Link header",
      html: head(""),
      url,
      headers: { Link: '<http://[bad>; rel="canonical"' },
      evidence: 'The canonical URL "http://[bad" (the Link header) is not a valid URL.',
    },
    { name: "an unparseable URL in <head>", html: head('<link rel="canonical" href="http://[bad">'), url },
  ],
  notApplicable: [
    head("<title>x</title>"),
    {
      name: "canonicals in <body>, with an empty href, or with another rel token are not canonicals to Lighthouse",
      html: '<html><head><link rel="canonical" href=""><link rel="canonical nofollow" href="https://example.com/x"></head><body><div></div><link rel="canonical" href="/y"></body></html>',
    },
  ],
})
