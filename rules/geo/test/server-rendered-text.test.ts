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
      evidence:
        'The server\'s HTML is a JavaScript shell with 0 visible words: <div id="root"> on line 3 is empty, <noscript> on line 2 says "You need to enable JavaScript to run this app.", 1 script. Crawlers that do not run JavaScript see an empty page.',
      line: 3,
    },
    {
      name: "a bare body with a bundle",
      html: '<body><p>Loading</p><script type="module" src="/assets/index.js"></script><script type="application/ld+json">{}</script></body>',
      evidence: /JavaScript shell with 1 visible word: 1 script\./,
    },
  ],
  review: [
    {
      html: `<header><nav><a href="/">Example Bakery home</a> <a href="/shop">Shop our bread</a></nav></header><p>${"Fresh bread every morning from our oven in town. ".repeat(8)}</p>\n<app-root></app-root><script src="/main.js"></script>`,
      evidence:
        /main content has \d+ words in the server's HTML and <app-root> on line 2 is empty, 1 script: its content is probably drawn by JavaScript\./,
      line: 2,
    },
  ],
  notApplicable: [{ html: "{}", headers: { "content-type": "application/json" } }],
})
