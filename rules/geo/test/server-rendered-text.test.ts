import { RuleTester } from "@svc/rule-tester"
import serverRenderedText from "../src/rules/server-rendered-text"
import { paragraphs } from "./pages"

new RuleTester().run(serverRenderedText, {
  pass: [
    `<body><div id="root"><main>${paragraphs(4, 50)}</main></div><script src="/app.js"></script></body>`,
    "<p>A short page with no scripts.</p>",
  ],
  fail: [
    {
      html: '<!doctype html><html><head><title>Bakery</title></head><body>\n<noscript>You need to enable JavaScript to run this app.</noscript>\n<div id="root"></div>\n<script src="/static/js/main.js"></script></body></html>',
      reports: [
        { messageId: "shellMount", line: 3, subject: '<div id="root">' },
        { messageId: "shellNoscript", line: 2, subject: "You need to enable JavaScript to run this app." },
        { messageId: "shellScripts" },
      ],
      line: 3,
    },
    {
      name: "a bare body with a bundle",
      html: '<body><p>Loading</p><script type="module" src="/assets/index.js"></script><script type="application/ld+json">{}</script></body>',
      reports: [{ messageId: "shellScripts" }],
    },
  ],
  review: [
    {
      html: `<header><nav><a href="/">Example Bakery home</a> <a href="/shop">Shop our bread</a></nav></header><p>${"Fresh bread every morning from our oven in town. ".repeat(8)}</p>\n<app-root></app-root><script src="/main.js"></script>`,
      reports: [{ messageId: "drawnByScript", line: 2, subject: "<app-root>" }],
      line: 2,
    },
  ],
  notApplicable: [{ html: "{}", headers: { "content-type": "application/json" } }],
})
