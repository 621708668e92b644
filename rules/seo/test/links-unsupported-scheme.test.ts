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
      reports: [
        { messageId: "ftp", line: 2, subject: "ftp://files.example.com/price-list.pdf" },
        { messageId: "mistyped", line: 3, subject: "htps://example.com/" },
      ],
      line: 2,
    },
    {
      name: "a data URL",
      html: '<a href="data:text/html,hello">x</a>',
      reports: [{ messageId: "data" }],
    },
    {
      name: "a tripled letter",
      html: '<a href="htttp://example.com/">x</a>',
      reports: [{ messageId: "mistyped", data: { href: "htttp://example.com/", scheme: "htttp" } }],
    },
    {
      name: "every scheme browsers will not open, each with its reason, and no unusual one beside them",
      html: [
        '<a href="ftps://files.example.com/">a</a>',
        '<a href="about:blank">b</a>',
        '<a href="blob:https://example.com/1">c</a>',
        '<a href="chrome://settings">d</a>',
        '<a href="chrome-extension://abc/page.html">e</a>',
        '<a href="edge://flags">f</a>',
        '<a href="view-source:https://example.com/">g</a>',
        '<a href="localhost:3000/a">h</a>',
      ].join("\n"),
      reports: [
        { messageId: "ftps", line: 1 },
        { messageId: "about", line: 2 },
        { messageId: "blob", line: 3 },
        { messageId: "browserInternal", line: 4 },
        { messageId: "extension", line: 5 },
        { messageId: "browserInternal", line: 6 },
        { messageId: "viewSource", line: 7 },
      ],
    },
  ],
  review: [
    {
      html: '<a href="localhost:3000/a">x</a>',
      reports: [{ messageId: "unusual", line: 1, subject: "localhost:3000/a" }],
    },
    {
      name: "a scheme named like an object member is an unusual scheme",
      html: '<a href="constructor:x">x</a>',
      reports: [{ messageId: "unusual" }],
    },
  ],
})
