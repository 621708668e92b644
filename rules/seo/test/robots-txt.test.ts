import { RuleTester } from "@svc/rule-tester"
import robotsTxt from "../src/rules/robots-txt"

const page = "<p>x</p>"

new RuleTester().run(robotsTxt, {
  pass: [
    {
      html: page,
      robots:
        "User-agent: *\nDisallow: /private/\nAllow: /private/open$\n\nSitemap: https://example.com/sitemap.xml\n",
    },
    {
      name: "every directive Lighthouse knows, comments and blank lines",
      html: page,
      robots:
        "# rules\nUser-agent: *\nCrawl-delay: 10\nClean-param: ref /shop\nHost: example.com\nRequest-rate: 1/5\nVisit-time: 0600-0845\nNoindex: /tmp\nDisallow:\nDisallow: *.pdf$\n\nSitemap: ftp://example.com/sitemap.xml\n",
    },
    { name: "a file of blank lines only", html: page, robots: "\n\n" },
  ],
  fail: [
    {
      html: page,
      robots: "User-agent: *\nFoo: bar\n",
      reports: [{ messageId: "unknownDirective", subject: "Foo: bar" }],
    },
    {
      name: "Content-Signal is not among Lighthouse 12.8.2's directives",
      html: page,
      robots: "User-agent: *\nContent-Signal: search=yes, ai-train=no\nAllow: /\n",
      reports: [{ messageId: "unknownDirective", subject: "Content-Signal: search=yes, ai-train=no" }],
    },
    {
      name: "each syntax error Lighthouse knows",
      html: page,
      robots:
        "Disallow: /early\nUser-agent:\nUser-agent: *\nDisallow private\nDisallow: private\nAllow: /a$b\nSitemap: /sitemap.xml\nSitemap: mailto:a@b.c\n",
      reports: [
        { messageId: "noUserAgent" },
        { messageId: "noUserAgent" },
        { messageId: "syntax" },
        { messageId: "patternStart" },
        { messageId: "dollarNotAtEnd" },
        { messageId: "invalidSitemapUrl" },
        { messageId: "invalidSitemapProtocol" },
      ],
    },
    {
      name: "a server error",
      html: page,
      robots: { state: "failed", url: "https://example.com/robots.txt", reason: "HTTP 503", status: 503 },
      reports: [{ messageId: "serverError", subject: "https://example.com/robots.txt" }],
    },
    {
      name: "no answer at all",
      html: page,
      robots: { state: "failed", url: "https://example.com/robots.txt", reason: "connection reset" },
      reports: [
        {
          messageId: "unreachable",
          data: { url: "https://example.com/robots.txt", reason: "connection reset" },
        },
      ],
    },
  ],
  notApplicable: [
    { html: page, robots: { state: "absent", url: "https://example.com/robots.txt", status: 404 } },
    { name: "an empty file", html: page, robots: "" },
  ],
  unavailable: [{ name: "robots.txt was not fetched", html: page }],
})
