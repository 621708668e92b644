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
      evidence: 'robots.txt has 1 invalid line(s): line 2 "Foo: bar": Unknown directive.',
    },
    {
      name: "Content-Signal is not among Lighthouse 12.8.2's directives",
      html: page,
      robots: "User-agent: *\nContent-Signal: search=yes, ai-train=no\nAllow: /\n",
      evidence: /line 2 "Content-Signal: search=yes, ai-train=no": Unknown directive/,
    },
    {
      name: "each syntax error Lighthouse knows",
      html: page,
      robots:
        "Disallow: /early\nUser-agent:\nUser-agent: *\nDisallow private\nDisallow: private\nAllow: /a$b\nSitemap: /sitemap.xml\nSitemap: mailto:a@b.c\n",
      evidence:
        'robots.txt has 7 invalid line(s): line 1 "Disallow: /early": No user-agent specified; line 2 "User-agent:": No user-agent specified; line 4 "Disallow private": Syntax not understood; line 5 "Disallow: private": Pattern should either be empty, start with "/" or "*"; line 6 "Allow: /a$b": "$" should only be used at the end of the pattern.',
    },
    {
      name: "a server error",
      html: page,
      robots: { state: "failed", url: "https://example.com/robots.txt", reason: "HTTP 503", status: 503 },
      evidence:
        "https://example.com/robots.txt answered HTTP 503: crawlers cannot read the rules and may stop crawling the site.",
    },
    {
      name: "no answer at all",
      html: page,
      robots: { state: "failed", url: "https://example.com/robots.txt", reason: "connection reset" },
      evidence: "https://example.com/robots.txt could not be downloaded: connection reset.",
    },
  ],
  notApplicable: [
    { html: page, robots: { state: "absent", url: "https://example.com/robots.txt", status: 404 } },
    { name: "an empty file", html: page, robots: "" },
  ],
  unavailable: [{ name: "robots.txt was not fetched", html: page }],
})
