import { RuleTester } from "@svc/rule-tester"
import linksUnsupportedScheme from "../src/rules/links-unsupported-scheme"

new RuleTester().run(linksUnsupportedScheme, {
  pass: [
    '<a href="/a">a</a><a href="https://example.org/">b</a><a href="mailto:x@example.com">c</a><a href="tel:+421900000000">d</a>',
    {
      name: "javascript: and file: are left to crawlable-anchors",
      html: '<a href="javascript:void(0)">x</a><a href="file:///C:/a.pdf">y</a>',
    },
    {
      name: "app links",
      html: '<a href="whatsapp://send?text=hi">w</a><a href="webcal://example.com/cal.ics">c</a>',
    },
  ],
  fail: [
    {
      html: '<p>Files</p>\n<a href="ftp://files.example.com/price-list.pdf">Price list</a>\n<a href="htps://example.com/">Home</a>',
      evidence:
        '2 links that cannot be followed: <a href="ftp://files.example.com/price-list.pdf"> (line 2): browsers no longer open ftp: links; <a href="htps://example.com/"> (line 3): "htps:" is a mistyped http(s):.',
      line: 2,
    },
    {
      name: "a data URL",
      html: '<a href="data:text/html,hello">x</a>',
      evidence: /block navigation to data: URLs/,
    },
    {
      name: "a tripled letter",
      html: '<a href="htttp://example.com/">x</a>',
      evidence: /"htttp:" is a mistyped/,
    },
  ],
  review: [
    {
      html: '<a href="localhost:3000/a">x</a>',
      evidence:
        '1 link with an unusual scheme: <a href="localhost:3000/a"> (line 1): "localhost:" opens only where an app claims it.',
    },
  ],
})
