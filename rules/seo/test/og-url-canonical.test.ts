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
      reports: [
        {
          messageId: "differsFromCanonical",
          line: 3,
          subject: '<meta property="og:url" content="https://example.com/">',
        },
      ],
      line: 3,
    },
    {
      name: "without a canonical, the page's own address",
      url: "https://example.com/bread",
      html: '<meta property="og:url" content="https://example.com/rye">',
      reports: [{ messageId: "differsFromAddress" }],
    },
    {
      html: '<meta property="og:url" content="/bread">',
      reports: [{ messageId: "notAbsolute", line: 1 }],
    },
  ],
  notApplicable: ["<title>x</title>"],
})
