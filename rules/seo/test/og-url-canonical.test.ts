import { RuleTester } from "@svc/rule-tester"
import ogUrlCanonical from "../src/rules/og-url-canonical"

new RuleTester().run(ogUrlCanonical, {
  pass: [
    {
      url: "https://example.com/bread?utm_source=x",
      html: '<link rel="canonical" href="https://example.com/bread"><meta property="og:url" content="https://example.com/bread">',
    },
    {
      name: "no canonical: the page's own address",
      url: "https://example.com/a",
      html: '<meta property="og:url" content="https://example.com/a#top">',
    },
    {
      name: "a canonical in the Link header",
      url: "https://example.com/a?x=1",
      headers: { Link: '<https://example.com/a>; rel="canonical"' },
      html: '<meta property="og:url" content="https://example.com/a">',
    },
  ],
  fail: [],
  review: [
    {
      url: "https://example.com/bread",
      html: '<head>\n<link rel="canonical" href="https://example.com/bread">\n<meta property="og:url" content="https://example.com/"></head>',
      evidence:
        '<meta property="og:url" content="https://example.com/"> (line 3) differs from the canonical address https://example.com/bread: shares count for another URL.',
      line: 3,
    },
    {
      html: '<meta property="og:url" content="/bread">',
      evidence:
        '<meta property="og:url" content="/bread"> (line 1) is not an absolute URL; platforms may not resolve it.',
    },
  ],
  notApplicable: ["<title>x</title>"],
})
